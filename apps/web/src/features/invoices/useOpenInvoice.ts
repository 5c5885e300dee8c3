import { useSearchParams } from 'react-router';

const ID = 'id';

function idOf(text: string | null): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The invoice open in the drawer, kept as ?id= in the address (a link opens it) beside the list's
 * own params, which opening and closing leave as they are.
 */
export function useOpenInvoice(): { openId: number | null; setOpenId: (id: number | null) => void } {
  const [params, setParams] = useSearchParams();
  return {
    openId: idOf(params.get(ID)),
    setOpenId: (id) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(ID);
        else next.set(ID, String(id));
        return next;
      }),
  };
}
