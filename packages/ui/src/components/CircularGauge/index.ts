export { CircularGauge, formatGaugePercentage } from './CircularGauge';
export type { CircularGaugeProps } from './CircularGauge';
