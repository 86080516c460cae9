// Types for the part of the `ipp` package (plain JavaScript, no types of its own) that the IPP provider uses.
// Not named ipp.d.ts: TypeScript would take that for the declarations of ipp.ts beside it and ignore it.
declare module 'ipp' {
  type IppValue = string | number | boolean | Date | IppValue[] | { [name: string]: IppValue };
  type IppGroup = Record<string, IppValue>;

  export interface IppMessage {
    version?: '1.0' | '1.1' | '2.0' | '2.1' | '2.2';
    /** Requests name an operation ('Print-Job'); answers carry a statusCode ('successful-ok', 'client-error-…'). */
    operation?: string;
    statusCode?: string;
    id?: number;
    'operation-attributes-tag'?: IppGroup;
    /** A group that occurs more than once in an answer (one per job of Get-Jobs) is parsed as an array. */
    'job-attributes-tag'?: IppGroup | IppGroup[];
    'printer-attributes-tag'?: IppGroup;
    data?: Buffer;
  }

  const ipp: {
    serialize(message: IppMessage): Buffer;
    parse(buffer: Buffer): IppMessage;
  };
  export default ipp;
}
