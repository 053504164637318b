// @marshal/map-render: drawing a BattleTech map (hex shapes, terrain colours, labels, units, zones) as SVG text.
// Kept out of the rules package: the rules never draw; the web app and `marshal map --svg` do (ADR 0020).
export {
  type MapUnit,
  type MapZone,
  type SvgOptions,
  facingArrow,
  hexFill,
  hexLayerSvg,
  hexMarks,
  hexPixel,
  hexPoints,
  mapPixelSize,
  renderMapSvg,
  sampleHexSvg,
  TERRAIN_LEGEND,
  terrainSymbols,
} from './render-svg';
