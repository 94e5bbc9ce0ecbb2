export { feature, manifest } from './generated/feature.generated.js';
export { Exports, type ExportResult } from './exports.js';
export { RecordSource, type Row } from './record-source.js';
