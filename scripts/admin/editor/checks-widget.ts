/**
 * The first field of every form (cms-config.ts adds it; it holds no value and is never written): before
 * Decap saves, it checks the file as the build would (entry-faults.ts) against the other files as saved
 * (saved-content.ts), and while anything is wrong it stops the save and lists each fault in the build's own
 * words, where the owner sees it. Decap asks every field's `isValid` when she publishes.
 */
import { formatFault } from '@/data/schema/faults';
import type { ControlProps, DecapMap, Validity } from './decap';
import { faultsOfSave } from './entry-faults';
import { REFUSALS_LABEL } from './form-names';
import { entryFile, loadSavedContent, savedContent } from './saved-content';

interface State {
  /** The faults found at the last check, as the build prints them. */
  faults: string[];
  /** Why the other files could not be read, when they could not. */
  readError?: string;
  read: boolean;
}

interface Checks {
  props: ControlProps;
  state: State;
  setState(state: Partial<State>): void;
  box?: HTMLElement | null;
  mounted?: boolean;
}

const refuse = (message: string): Validity => ({ error: { type: 'CUSTOM', message } });

export function checksControl() {
  return window.createClass({
    getInitialState(): State {
      return { faults: [], read: false };
    },

    componentDidMount(this: Checks) {
      this.mounted = true;
      loadSavedContent(this.props).then(
        () => this.mounted && this.setState({ read: true, readError: undefined }),
        (error: unknown) => this.mounted && this.setState({ readError: String(error) }),
      );
    },

    componentWillUnmount(this: Checks) {
      this.mounted = false;
    },

    // Decap asks a required field for a value; this one holds none and needs none (and a field marked not
    // required would be labelled "optional").
    getValidateValue(): string {
      return 'checked';
    },

    isValid(this: Checks): Validity {
      const saved = savedContent();
      if (!saved) {
        return refuse(
          this.state.readError
            ? `Not saved: the editor could not read the rest of the shop's content to check this against (${this.state.readError}). Reload the page and publish again.`
            : 'Not saved yet: the editor is still reading the rest of the shop’s content to check this against. Publish again in a moment.',
        );
      }
      const entry = this.props.getEntry();
      const data = (entry.get('data') as DecapMap).toJS();
      const faults = faultsOfSave({ file: entryFile(entry, this.props.collection), data }, saved);
      this.setState({ faults: faults.map(formatFault) });
      if (faults.length === 0) return true;
      this.box?.scrollIntoView({ block: 'center' });
      return refuse(
        faults.length === 1
          ? 'Not saved: the build would refuse what is listed below. Fix it and publish again.'
          : `Not saved: the build would refuse the ${faults.length} things listed below. Fix them and publish again.`,
      );
    },

    render(this: Checks) {
      const { faults, read, readError } = this.state;
      const status = readError
        ? `Could not read the rest of the shop's content: ${readError}`
        : read
          ? 'Checked when you publish, with the build’s own rules.'
          : 'Reading the rest of the shop’s content…';
      return window.h(
        'div',
        {
          ref: (box: HTMLElement | null) => {
            this.box = box;
          },
          className: this.props.classNameWrapper,
        },
        window.h('output', { id: this.props.forID }, status),
        faults.length > 0 &&
          window.h(
            'div',
            { role: 'alert' },
            window.h(
              'ul',
              { 'aria-label': REFUSALS_LABEL },
              ...faults.map((fault) => window.h('li', { key: fault }, fault)),
            ),
          ),
      );
    },
  });
}
