// The dashboard's line colours (spec §9): twenty translucent colours, so crossing lines stay readable. The first
// is the workbench's own green; a graph with more series than colours starts again at the first.
const RGB = [
  '47, 107, 79', '31, 119, 180', '255, 127, 14', '214, 39, 40', '148, 103, 189',
  '140, 86, 75', '227, 119, 194', '127, 127, 127', '188, 189, 34', '23, 190, 207',
  '174, 199, 232', '255, 187, 120', '152, 223, 138', '255, 152, 150', '197, 176, 213',
  '196, 156, 148', '247, 182, 210', '199, 199, 199', '219, 219, 141', '158, 218, 229',
];

export const PALETTE: readonly string[] = RGB.map((rgb) => `rgba(${rgb}, 0.7)`);

export const seriesColour = (index: number) => PALETTE[index % PALETTE.length];
