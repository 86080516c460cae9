// What tests/bench/peak.ts and its server instances (peak-server.ts) agree on.

/** The password of every workstation user the seeding instance makes. */
export const PEAK_PASSWORD = 'welkom01';

/** The login of workstation `index` (from 0): werkplek01, werkplek02, … */
export const workstationUser = (index: number) => `werkplek${String(index + 1).padStart(2, '0')}`;

/** One instance over one measured period (since the last 'metrics-reset'). */
export interface InstanceMetrics {
  lagP50: number;
  lagP99: number;
  lagMax: number;
  /** Percent of one core. */
  cpuUser: number;
  cpuSystem: number;
  rssMb: number;
  /** Of the pool's connections (10): how many were in use, and how many queries waited for one, sampled every 100 ms. */
  poolBusyMean: number;
  poolWaitingMean: number;
  poolWaitingMax: number;
  sockets: number;
}
