import { checkedRadioCss, type CheckedRadioSwitch } from '@/lib/checked-radio-css';

/** The rules of lib/checked-radio-css.ts for one radio group, inline where the group is rendered. */
export function CheckedRadioStyle(props: CheckedRadioSwitch) {
  return <style>{checkedRadioCss(props)}</style>;
}
