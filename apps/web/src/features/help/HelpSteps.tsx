import { Steps } from 'antd';

interface HelpStepsProps {
  steps: { key: string; title: string; text: string }[];
}

/** Steps of a procedure, in order. Dots, not numbered circles: white digits on blue lack contrast. */
export function HelpSteps({ steps }: HelpStepsProps) {
  return (
    <Steps
      orientation="vertical"
      type="dot"
      current={steps.length}
      items={steps.map((step) => ({
        key: step.key,
        title: step.title,
        content: step.text,
        status: 'finish',
      }))}
    />
  );
}
