import { checkedRadioCss, type CheckedRadioSwitch } from '@/lib/checked-radio-css';
import { HoistedStyle } from './hoisted-style';

/** The rules of lib/checked-radio-css.ts for one radio group, in the document's head. */
export function CheckedRadioStyle(props: CheckedRadioSwitch) {
  return <HoistedStyle css={checkedRadioCss(props)} />;
}
