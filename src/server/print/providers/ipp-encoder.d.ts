// Types for the part of `ipp-encoder` (plain JavaScript, no types of its own) that the IPP provider uses.
declare module 'ipp-encoder' {
  export interface IppAttribute {
    tag: number;
    name: string;
    value: unknown[];
  }
  export interface IppGroup {
    tag: number;
    attributes: IppAttribute[];
  }
  export interface IppRequest {
    version?: { major: number; minor: number };
    operationId: number;
    requestId: number;
    groups: IppGroup[];
  }
  export interface IppResponse {
    version: { major: number; minor: number };
    statusCode: number;
    requestId: number;
    groups: IppGroup[];
  }
  const ipp: {
    CONSTANTS: Record<string, number>;
    STATUS_CODES: Record<number, string>;
    request: { encode(request: IppRequest): Buffer };
    response: { decode(buffer: Buffer): IppResponse };
  };
  export default ipp;
}
