import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FORMAT_FIELD_KEYS, numberRepeatedFields, REPEATABLE_FORMAT_FIELDS, type FormatFieldKey } from '@afx/domain';
import { Button, Flex, Select, Typography } from 'antd';
import { useSmartFormatsTranslation } from './useSmartFormatsTranslation';

interface FormatFieldListProps {
  value?: FormatFieldKey[];
  onChange?: (fields: FormatFieldKey[]) => void;
}

/** A key not yet in the list (or a repeatable one): what a new column starts as. */
function nextFreeKey(fields: readonly FormatFieldKey[]): FormatFieldKey {
  return FORMAT_FIELD_KEYS.find((key) => !fields.includes(key)) ?? 'skip';
}

/**
 * The format's columns in the order of the pasted cells: each a key of the spec's list, moved up or
 * down, added or removed. Only notes and skip repeat, and are then shown numbered (notes 1, notes 2).
 */
export function FormatFieldList({ value = [], onChange }: FormatFieldListProps) {
  const { t } = useSmartFormatsTranslation();
  const numbered = numberRepeatedFields(value);
  const change = (next: FormatFieldKey[]) => onChange?.(next);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    change(next);
  };
  // A key already chosen elsewhere is offered only when it may repeat.
  const optionsFor = (index: number) =>
    FORMAT_FIELD_KEYS.filter(
      (key) =>
        key === value[index] ||
        REPEATABLE_FORMAT_FIELDS.includes(key) ||
        !value.includes(key),
    ).map((key) => ({ value: key, label: key }));

  return (
    <Flex vertical gap={4} data-testid="format-fields">
      {value.map((field, index) => {
        const column = t('dialog.column', { n: index + 1 });
        return (
          <Flex key={`${index}-${field}`} gap={4} align="center">
            <Typography.Text type="secondary" style={{ width: 28, textAlign: 'end' }}>
              {index + 1}.
            </Typography.Text>
            <Select<FormatFieldKey>
              value={field}
              options={optionsFor(index)}
              labelRender={() => numbered[index]}
              onChange={(key) => change(value.map((old, at) => (at === index ? key : old)))}
              aria-label={column}
              style={{ width: 240 }}
              showSearch
            />
            <Button
              size="small"
              icon={<ArrowUpOutlined aria-hidden />}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
              aria-label={`${t('dialog.moveUp')}: ${column}`}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined aria-hidden />}
              disabled={index === value.length - 1}
              onClick={() => move(index, index + 1)}
              aria-label={`${t('dialog.moveDown')}: ${column}`}
            />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => change(value.filter((_, at) => at !== index))}
              aria-label={`${t('dialog.removeField')}: ${column}`}
            />
          </Flex>
        );
      })}
      <div>
        <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={() => change([...value, nextFreeKey(value)])}>
          {t('dialog.addField')}
        </Button>
      </div>
    </Flex>
  );
}
