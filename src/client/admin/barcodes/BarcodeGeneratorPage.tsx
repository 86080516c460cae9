import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import {
  BARCODE_TYPES, DEFAULT_SETTINGS, barcodeType, numberFields, withType, type BarcodeSettings,
} from './barcode-options.ts';
import { downloadPng, downloadSvg } from './download-barcode.ts';
import { renderBarcode, type RenderResult } from './render-barcode.ts';
import './barcode-generator.css';

/** A file name from the type and value; anything but letters, digits and dashes becomes '_'. */
const fileName = ({ type, value }: BarcodeSettings) => `${type.id}-${value}`.replace(/[^A-Za-z0-9-]+/g, '_').slice(0, 60);

/** /admin/BarCodeGenerator 'Code Generator' (spec §2): any code type drawn live, to download or print. */
export function BarcodeGeneratorPage() {
  const [settings, setSettings] = useState<BarcodeSettings>(DEFAULT_SETTINGS);
  const [result, setResult] = useState<RenderResult | null>(null);
  const id = useId();

  useEffect(() => {
    let current = true;
    void renderBarcode(settings).then((rendered) => {
      if (current) setResult(rendered);
    });
    return () => {
      current = false;
    };
  }, [settings]);

  const change = (patch: Partial<BarcodeSettings>) => setSettings((previous) => ({ ...previous, ...patch }));
  const svg = result && 'svg' in result ? result.svg : null;
  const savePng = () => {
    if (svg) downloadPng(svg, fileName(settings)).catch((error: Error) => toast.error(error.message));
  };

  return (
    <section className="barcode-generator">
      <h1>Code Generator</h1>
      <form className="barcode-generator__form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-type`}>Type</label>
        <select
          id={`${id}-type`}
          value={settings.type.id}
          onChange={(event) => setSettings((previous) => withType(previous, barcodeType(event.target.value)))}
        >
          {BARCODE_TYPES.map((type) => (
            <option key={type.id} value={type.id}>{type.label}</option>
          ))}
        </select>
        <label htmlFor={`${id}-value`}>Waarde</label>
        <input id={`${id}-value`} value={settings.value} onChange={(event) => change({ value: event.target.value })} />
        {settings.type.addOn && (
          <>
            <label htmlFor={`${id}-addon`}>Waarde {settings.type.addOn}</label>
            <input id={`${id}-addon`} value={settings.addOnValue} onChange={(event) => change({ addOnValue: event.target.value })} />
          </>
        )}
        {numberFields(settings.type).map((field) => (
          <NumberInput
            key={field.key}
            id={`${id}-${field.key}`}
            label={field.label}
            max={field.max}
            value={settings[field.key]}
            onChange={(value) => change({ [field.key]: value })}
          />
        ))}
      </form>
      {result && 'error' in result && <p className="barcode-generator__error" role="alert">{result.error}</p>}
      {svg && (
        <div
          className="barcode-generator__code"
          role="img"
          aria-label={`${settings.type.label}: ${settings.value}`}
          // The markup is JsBarcode's or qrcode's own drawing of the value, not text from a user as HTML.
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      )}
      <div className="barcode-generator__actions">
        <button type="button" disabled={!svg} onClick={savePng}>Download PNG</button>
        <button type="button" disabled={!svg} onClick={() => svg && downloadSvg(svg, fileName(settings))}>Download SVG</button>
        <button type="button" disabled={!svg} onClick={() => window.print()}>Printen</button>
      </div>
    </section>
  );
}

interface NumberInputProps {
  id: string;
  label: string;
  max: number;
  value: number;
  onChange: (value: number) => void;
}

function NumberInput({ id, label, max, value, onChange }: NumberInputProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={1}
        max={max}
        step={1}
        value={Number.isNaN(value) ? '' : value}
        onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      />
    </>
  );
}
