import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  FORMAT_FIELD_KEYS,
  numberRepeatedFields,
  REPEATABLE_FORMAT_FIELDS,
  type FormatFieldKey,
} from '@afx/domain';
import { Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useSmartFormatsTranslation } from './useSmartFormatsTranslation';

interface FormatFieldListProps {
  value?: FormatFieldKey[];
  onChange?: (fields: FormatFieldKey[]) => void;
}

/**
 * The format's columns in the order of the pasted cells: keys of the spec's list, moved up or down,
 * added or removed. Only notes and skip repeat, and are then shown numbered (notes 1, notes 2).
 */
export function FormatFieldList({ value = [], onChange }: FormatFieldListProps) {
  const { t } = useSmartFormatsTranslation();
  const [adding, setAdding] = useState<FormatFieldKey | undefined>(undefined);
  const numbered = numberRepeatedFields(value);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    if (moved !== undefined) next.splice(to, 0, moved);
    onChange?.(next);
  };
  // A key already chosen is offered again only when it may repeat.
  const addable = FORMAT_FIELD_KEYS.filter(
    (key) => REPEATABLE_FORMAT_FIELDS.includes(key) || !value.includes(key),
  );

  return (
    <Flex vertical gap={2}>
      <ol aria-label={t('dialog.fields')} style={{ margin: 0, paddingInlineStart: 28 }}>
        {value.map((_field, index) => {
          const name = numbered[index];
          return (
            <li key={`${index}-${name}`}>
              <Flex gap={4} align="center">
                <Typography.Text code style={{ minWidth: 200 }}>
                  {name}
                </Typography.Text>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined aria-hidden />}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`${t('dialog.moveUp')}: ${name}`}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined aria-hidden />}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`${t('dialog.moveDown')}: ${name}`}
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => onChange?.(value.filter((_, at) => at !== index))}
                  aria-label={`${t('dialog.removeField')}: ${name}`}
                />
              </Flex>
            </li>
          );
        })}
      </ol>
      <Flex gap={4}>
        <Select<FormatFieldKey>
          value={adding}
          options={addable.map((key) => ({ value: key, label: key }))}
          onChange={setAdding}
          placeholder={t('dialog.addField')}
          aria-label={t('dialog.addField')}
          style={{ width: 220 }}
          size="small"
          showSearch
        />
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden />}
          disabled={adding === undefined || !addable.includes(adding)}
          onClick={() => {
            if (adding === undefined) return;
            onChange?.([...value, adding]);
            setAdding(undefined);
          }}
        >
          {t('dialog.addField')}
        </Button>
      </Flex>
    </Flex>
  );
}
