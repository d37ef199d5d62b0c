/**
 * A design's number: Decap's number field, which fills in the next free number when a design is new and
 * its number still empty (one above the highest of the designs as saved, entry-faults.ts). The owner may
 * change it; the checks (checks-widget.ts) refuse a number another design has.
 */
import type { ControlClass, ControlProps, DecapMap } from './decap';
import { nextDesignNumber } from './entry-faults';
import { loadSavedContent } from './saved-content';

export function designNumberControl(): ControlClass {
  const numberWidget = window.CMS.getWidget('number');
  if (!numberWidget)
    throw new Error("Decap CMS has no 'number' widget to build the design's number on");
  const NumberControl = numberWidget.control as new (props: ControlProps) => {
    props: ControlProps;
    componentDidMount?(): void;
  };
  return class DesignNumberControl extends NumberControl {
    componentDidMount() {
      super.componentDidMount?.();
      const isEmpty = () => this.props.value === '' || this.props.value == null;
      if (this.props.getEntry().get('newRecord') !== true || !isEmpty()) return;
      loadSavedContent(this.props).then(
        ({ designs }) => {
          const entry: DecapMap = this.props.getEntry();
          if (entry.get('newRecord') === true && isEmpty())
            this.props.onChange(nextDesignNumber(designs));
        },
        // The checks field says why the content could not be read; the number stays hers to type.
        () => {},
      );
    }
  };
}
