import { Switch, Typography } from 'antd';
import { useDirectoriesTranslation } from '../shared/useDirectoriesTranslation';
import { AtmDetailsPanel } from './AtmDetailsPanel';
import type { AtmUploadPrompt } from './atmUploadPlugin';

interface LoadedFromFileProps {
  prompt: AtmUploadPrompt;
  searchInRegion: boolean;
  onSearchInRegion: (on: boolean) => void;
}

/** Loaded from file: the raw region and city of the row, and whether the city search keeps to the region. */
export function LoadedFromFilePanel({ prompt, searchInRegion, onSearchInRegion }: LoadedFromFileProps) {
  const { t } = useDirectoriesTranslation();
  return (
    <AtmDetailsPanel
      title={t('atms.loadedFromFile')}
      items={[
        { key: 'region', label: t('atms.rawRegion'), children: prompt.row.region },
        { key: 'city', label: t('atms.rawCity'), children: prompt.row.city },
      ]}
    >
      <Typography.Text>
        <Switch
          size="small"
          checked={searchInRegion}
          onChange={onSearchInRegion}
          aria-label={t('atms.searchInRegion')}
          style={{ marginInlineEnd: 8 }}
        />
        {t('atms.searchInRegion')}
      </Typography.Text>
    </AtmDetailsPanel>
  );
}

/** The extra file-info panel (E1008 only): where the row comes from and what else the file said. */
export function FileInfoPanel({ prompt, fileName }: { prompt: AtmUploadPrompt; fileName: string | null }) {
  const { t } = useDirectoriesTranslation();
  const { row } = prompt;
  return (
    <AtmDetailsPanel
      title={t('atms.fileInfo')}
      items={[
        ...(fileName ? [{ key: 'file', label: t('atms.fileName'), children: fileName }] : []),
        { key: 'row', label: t('atms.fileRowLabel'), children: prompt.rowNumber },
        ...(row.katottg ? [{ key: 'katottg', label: 'KATOTTG', children: row.katottg }] : []),
        { key: 'address', label: t('atms.address'), children: row.address },
        ...(row.latitude || row.longitude
          ? [
              {
                key: 'position',
                label: t('atms.geoPosition'),
                children: `${row.latitude}, ${row.longitude}`,
              },
            ]
          : []),
      ]}
    />
  );
}
