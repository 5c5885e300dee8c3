import { App } from 'antd';
import { useCallback } from 'react';
import { crcApi } from './api/crcApi';
import { useCrcTranslation } from './useCrcTranslation';

/**
 * Take into processing (spec 2 §4.3: from 4, and from 2 without E22) after a confirmation; then
 * 'Request status changed'. A refusal (someone was quicker: 409) is said by the HTTP client.
 */
export function useTakeCrcIntoProcess(): (id: string, onDone: () => void) => void {
  const { t, tm } = useCrcTranslation();
  const { modal, message } = App.useApp();
  return useCallback(
    (id: string, onDone: () => void) =>
      void modal.confirm({
        title: tm('take_into_process_confirm'),
        okText: t('dialog.take'),
        cancelText: t('reply.cancel'),
        onOk: async () => {
          try {
            await crcApi.takeIntoProcess(id);
            void message.success(tm('request_status_changed'));
          } catch {
            // The HTTP client has said why; the request is read again either way.
          }
          onDone();
        },
      }),
    [modal, message, t, tm],
  );
}
