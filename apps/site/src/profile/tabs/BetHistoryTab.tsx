import { Text } from '@casino/ui';
import type { PanelProps } from '../tabs';

/** Not built yet (issue 6): the panel's content comes next. */
export default function BetHistoryTab(_props: PanelProps) {
  return <Text>Not built yet.</Text>;
}
