import { Alert, Typography } from 'antd';
import { useComponentsTranslation } from '../i18n/useComponentsTranslation';
import type { UploadFailure } from './types';

/** The checks that stopped an upload before anything was written: header, rows, or the file. */
export function UploadFailureView({ failure }: { failure: UploadFailure }) {
  const { t, tm, language } = useComponentsTranslation();
  const count = (n: number) => new Intl.NumberFormat(language).format(n);
  switch (failure.kind) {
    case 'header':
      return (
        <Alert
          type="error"
          showIcon
          title={tm('upload_column_headers_error')}
          description={tm('upload_columns_header', { columns: failure.columns.join(', ') })}
        />
      );
    case 'rows':
      return (
        <Alert
          type="error"
          showIcon
          title={tm('upload_input_data_error')}
          description={
            <ul
              aria-label={tm('upload_input_data_error')}
              style={{ maxHeight: 320, overflowY: 'auto', margin: 0 }}
            >
              {failure.errors.map((error, index) => (
                <li key={`${error.row}-${error.column}-${index}`}>
                  <Typography.Text>{tm(error.key, error.params)}</Typography.Text>
                </li>
              ))}
            </ul>
          }
        />
      );
    case 'size':
      return (
        <Alert
          type="error"
          showIcon
          title={tm('upload_too_many_rows', { rows: count(failure.rows), max: count(failure.max) })}
        />
      );
    case 'read':
      return <Alert type="error" showIcon title={t('uploadReadFailed', { error: failure.message })} />;
    case 'error':
      return <Alert type="error" showIcon title={failure.message} />;
  }
}
