import { useCallback } from 'react';
import { http } from '../../api/http';
import type { SmartPasteRequest as ParsedRequest, SmartPasteResult, SmartPasteVariant } from '@afx/domain';

/** The body of POST /api/smart/v1/result (smartPasteRequestSchema); the server reads 'full' without a variant. */
export type SmartPasteRequest = Omit<ParsedRequest, 'variant'> & { variant?: SmartPasteVariant };

export const PASTE_RESULT_PATH = '/api/smart/v1/result';

/** The server parses a paste with the caller's organisation's format of that title in that service. */
export function pasteResult(request: SmartPasteRequest, signal?: AbortSignal): Promise<SmartPasteResult> {
  return http.post<SmartPasteResult>(PASTE_RESULT_PATH, request, { signal });
}

/** The paste panel's `parse` for a dialog that parses on the server (FPT, Crime Check). */
export function usePasteResult(
  request: Omit<SmartPasteRequest, 'tran'>,
): (text: string) => Promise<SmartPasteResult> {
  const { smart_zone, format_title, variant } = request;
  return useCallback(
    (text: string) => pasteResult({ smart_zone, format_title, tran: text, variant }),
    [smart_zone, format_title, variant],
  );
}
