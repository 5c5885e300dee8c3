import { DASHBOARD_COUNTERS, type DashboardCounter, type TrendPoint } from '@afx/domain';

export type { DashboardCounter, TrendPoint };
/**
 * The dashboard's counters, each owned by the service whose tables it counts. A service registers
 * its sources when its module is mounted; a counter nobody provides is null ("—" on the page), never
 * a made-up 0.
 */

export type DashboardSources = {
  counters: Partial<Record<DashboardCounter, () => Promise<number>>>;
  /** Incidents registered per day over the last `days` days (Europe/Kyiv dates), oldest first. */
  incidentTrend?: (days: number) => Promise<TrendPoint[]>;
};

export class DashboardRegistry {
  private readonly sources: DashboardSources = { counters: {} };

  provide(counter: DashboardCounter, source: () => Promise<number>): void {
    this.sources.counters[counter] = source;
  }

  provideIncidentTrend(source: (days: number) => Promise<TrendPoint[]>): void {
    this.sources.incidentTrend = source;
  }

  async counters(): Promise<Record<DashboardCounter, number | null>> {
    const entries = await Promise.all(
      DASHBOARD_COUNTERS.map(async (name) => {
        const source = this.sources.counters[name];
        return [name, source ? await source() : null] as const;
      }),
    );
    return Object.fromEntries(entries) as Record<DashboardCounter, number | null>;
  }

  async incidentTrend(days: number): Promise<TrendPoint[] | null> {
    return this.sources.incidentTrend ? this.sources.incidentTrend(days) : null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    dashboard: DashboardRegistry;
  }
}
