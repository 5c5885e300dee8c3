import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ANALYST, renderIncidents } from '../../../test/features/incidents';
import { IncidentLink } from './IncidentLink';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span>{`${pathname}${search}`}</span>;
}

describe('IncidentLink', { timeout: 30_000 }, () => {
  it("says 'Insufficient permissions!' to a user without U1000 or E1000", async () => {
    renderIncidents(<IncidentLink id2={555}>#12</IncidentLink>, {
      profile: { ...ANALYST, roles: ['user', 'U1005'] },
    });
    fireEvent.click(screen.getByText('#12'));
    expect(await screen.findByText('Insufficient permissions!')).toBeTruthy();
  });

  it('opens the incident on the incident screen for U1000', async () => {
    renderIncidents(
      <>
        <IncidentLink id2={555}>#12</IncidentLink>
        <LocationProbe />
      </>,
      { path: '/incidents/categories' },
    );
    fireEvent.click(screen.getByText('#12'));
    expect(await screen.findByText('/incidents?action=open&incidentId2=555')).toBeTruthy();
    expect(screen.queryByText('Insufficient permissions!')).toBeNull();
  });
});
