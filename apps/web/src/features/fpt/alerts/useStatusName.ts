import { useCallback } from 'react';
import { useStatusNames } from '../api/alertQueries';
import { useFptAlertsTranslation } from './useFptAlertsTranslation';

/** A status's name from /status/list; one the catalogue does not name shows '-----' (spec 2 §8). */
export function useStatusName(): { names: ReadonlyMap<number, string>; statusName: (id: number) => string } {
  const { tm } = useFptAlertsTranslation();
  const names = useStatusNames();
  const statusName = useCallback((id: number) => names.get(id) ?? tm('status_unknown'), [names, tm]);
  return { names, statusName };
}
