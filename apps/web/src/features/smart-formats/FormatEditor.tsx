import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormatDialog } from './FormatDialog';
import { formatFormValuesOf } from './formatForm';
import type { FormatOpening } from './formatOpening';
import { smartFormatApi, type FormatRow, type FormatScope } from './smartFormatApi';

interface FormatEditorProps {
  scope: FormatScope;
  opening: FormatOpening;
  listed: readonly FormatRow[];
  onClose: () => void;
  onChanged: () => void;
}

/**
 * The format dialog as the page opens it: create mode with the given values, or edit mode once the
 * stored format is loaded; failing to load it closes the dialog (spec 3 §8).
 */
export function FormatEditor({ scope, opening, listed, onClose, onChanged }: FormatEditorProps) {
  const stored = 'values' in opening ? null : opening;
  const loaded = useQuery({
    queryKey: ['smart-format', scope.service, scope.issuerId, stored?.n],
    queryFn: ({ signal }) => smartFormatApi.get(scope, stored?.n ?? 0, signal),
    enabled: stored !== null,
    retry: false,
    gcTime: 0,
  });
  const failed = loaded.isError;
  useEffect(() => {
    // The HTTP client has said why.
    if (failed) onClose();
  }, [failed, onClose]);

  if ('values' in opening) {
    return (
      <FormatDialog
        scope={scope}
        n={0}
        initialValues={opening.values}
        listed={listed}
        onClose={onClose}
        onChanged={onChanged}
      />
    );
  }
  if (!loaded.data) return null;
  return (
    <FormatDialog
      scope={scope}
      n={loaded.data.n}
      storedTitle={loaded.data.title}
      initialValues={formatFormValuesOf(loaded.data)}
      listed={listed}
      onClose={onClose}
      onChanged={onChanged}
    />
  );
}
