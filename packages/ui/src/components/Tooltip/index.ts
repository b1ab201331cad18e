export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { TooltipProvider } from './TooltipProvider';
export type { TooltipProviderProps } from './TooltipProvider';
