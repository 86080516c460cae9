import JsBarcode from 'jsbarcode';
import QRCode from 'qrcode';
import { ADD_ONS, numberProblem, type BarcodeSettings } from './barcode-options.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** The gap between an EAN13 and its add-on, in narrowest-bar widths (as in JsBarcode's own add-on example). */
const ADD_ON_GAP = 20;

export type RenderResult = { svg: string } | { error: string };

/** The options JsBarcode gets for the main code. */
export function linearOptions(settings: BarcodeSettings): JsBarcode.Options {
  return { width: settings.lineWidth, height: settings.height, ...settings.type.extra };
}

/** The add-on's bars stand a little lower with their digits on top, as printed on magazines and books. */
export function addOnOptions(settings: BarcodeSettings): JsBarcode.Options {
  return {
    width: settings.lineWidth,
    height: Math.round(settings.height * 0.85),
    textPosition: 'top',
    marginTop: Math.round(settings.height * 0.15),
  };
}

type CodePart = 'code' | 'addOn';

function renderLinear(settings: BarcodeSettings): RenderResult {
  const { type } = settings;
  const svg = document.createElementNS(SVG_NS, 'svg');
  // JsBarcode reports a value that does not fit through `valid` per part (its error text names a minified class in
  // the build); after a refusal its render() draws nothing.
  let part: CodePart = 'code';
  const refused: CodePart[] = [];
  const codes = JsBarcode(svg).options({
    valid: (fits) => {
      if (!fits) refused.push(part);
    },
  });
  codes[type.format as 'CODE128'](settings.value, linearOptions(settings));
  if (type.addOn) {
    part = 'addOn';
    codes.blank(ADD_ON_GAP)[type.addOn](settings.addOnValue, addOnOptions(settings));
  }
  codes.render();
  if (refused[0] === 'code') return { error: `Deze waarde past niet bij ${type.label}: ${type.rule}` };
  if (refused[0] === 'addOn') return { error: `Deze waarde past niet bij ${type.addOn}: ${ADD_ONS[type.addOn!].rule}` };
  return { svg: svg.outerHTML };
}

async function renderQr(settings: BarcodeSettings): Promise<RenderResult> {
  try {
    return { svg: await QRCode.toString(settings.value, { type: 'svg', width: settings.size, margin: 1 }) };
  } catch {
    return { error: 'Deze waarde past niet bij QR: te lang voor een QR-code' };
  }
}

/** The code as SVG markup, or why the value cannot be drawn as this type (spec §2: render errors are shown). */
export async function renderBarcode(settings: BarcodeSettings): Promise<RenderResult> {
  if (!settings.value) return { error: 'Vul een waarde in' };
  if (settings.type.addOn && !settings.addOnValue) return { error: `Vul een waarde in voor ${settings.type.addOn}` };
  const badNumber = numberProblem(settings);
  if (badNumber) return { error: badNumber };
  return settings.type.format ? renderLinear(settings) : renderQr(settings);
}
