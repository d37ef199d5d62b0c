import { Component, type ReactNode } from 'react';

/**
 * While she types, the form may hold what no page can show (a date half typed, a color not chosen): the
 * preview says so and draws again at her next keystroke, instead of going blank.
 */
export class PreviewFault extends Component<
  { children: ReactNode; data: unknown },
  { failed: boolean; data: unknown }
> {
  state = { failed: false, data: this.props.data };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: { data: unknown },
    state: { failed: boolean; data: unknown },
  ) {
    return props.data === state.data ? null : { failed: false, data: props.data };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="status" className="m-6 rounded-2xl border border-line bg-surface p-6 text-ink">
        The preview shows this page again once the form holds what the page needs: the checks at the
        top of the form say what is missing.
      </p>
    );
  }
}
