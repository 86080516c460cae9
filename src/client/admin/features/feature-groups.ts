import type { Feature } from '../../../shared/schema/workbench.ts';

/** The feature groups of spec §2 by the group a feature names (extraAttribute_28088960), in the page's order. */
const GROUP_TITLES: Readonly<Record<string, string>> = {
  orderlist: 'Order overzicht',
  block: 'Order details',
  widget: 'Grafiek/statistiek',
  menu: 'Print actie',
  transporter: 'Vervoerder',
};

export interface FeatureGroup {
  key: string;
  title: string;
  features: Feature[];
}

const groupRank = (key: string) => {
  const rank = Object.keys(GROUP_TITLES).indexOf(key);
  return rank === -1 ? Number.MAX_SAFE_INTEGER : rank;
};

/** Features per group, groups in the spec's order (an unknown group after them, under its own name), each by sort order. */
export function groupFeatures(features: readonly Feature[]): FeatureGroup[] {
  const groups = new Map<string, Feature[]>();
  for (const feature of features) {
    const key = feature.extraAttribute_28088960;
    groups.set(key, [...(groups.get(key) ?? []), feature]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => groupRank(a) - groupRank(b) || a.localeCompare(b))
    .map(([key, members]) => ({
      key,
      title: GROUP_TITLES[key] ?? key,
      features: members.sort((a, b) => a.extraAttribute_28090089 - b.extraAttribute_28090089),
    }));
}

/** The label a person reads: the display title, else the feature's technical title. */
export const featureLabel = (feature: Feature) => feature.extraAttribute_28090100 || feature.title;

/** A carrier the location has no contract with cannot be switched on (spec §3: 'available', for carriers). */
export const isSwitchable = (feature: Feature) => feature.extraAttribute_28088960 !== 'transporter' || feature.extraAttribute_28088962;
