/**
 * The part of Decap CMS's page API the editor's scripts use (https://decapcms.org/docs/custom-widgets/,
 * https://decapcms.org/docs/registering-events/): the registry on `window.CMS`, and the React helpers its
 * bundle puts on `window` for widgets written without a build of their own (`createClass`, `h`). Typed
 * here, as Decap ships no types for its bundle.
 */

/** An Immutable.js map, as Decap hands its entries and field settings to widgets. */
export interface DecapMap {
  get(key: string): unknown;
  toJS(): unknown;
}

/** What Decap's `query` resolves to: the entries of a collection (or one file of a files collection). */
interface QueryAction {
  payload: { hits?: Array<{ path: string; slug: string; data: unknown }>; error?: unknown };
}

/** The props Decap gives a widget's control (decap-cms-core's Widget.js). */
export interface ControlProps {
  forID: string;
  field: DecapMap;
  collection: DecapMap;
  value: unknown;
  classNameWrapper: string;
  onChange(value: unknown): void;
  /** The entry being edited, as the form holds it now. */
  getEntry(): DecapMap;
  /** Reads the entries of a collection through the backend in use (the local helper, or GitHub). */
  query(
    namespace: string,
    collection: string,
    searchFields: string[],
    term: string,
    file?: string,
  ): Promise<QueryAction>;
  /** Runs the field's checks again and shows their errors. */
  validate(): void;
}

/** What a control's `isValid` returns: true, or an error shown above the field that stops the save. */
export type Validity = true | { error: { type: 'CUSTOM'; message: string } };

/** A component class, as createClass makes it or Decap's own widgets are. */
export type ControlClass = abstract new (props: ControlProps) => object;

interface ContentEvent {
  entry: DecapMap;
}

/** The props Decap gives a preview template (decap-cms-core's EditorPreviewPane). */
export interface PreviewProps {
  /** The entry as the form holds it now: its `data` is what she has typed. */
  entry: DecapMap;
  /** A media file the entry names, by its value in the form: its `toString()` is a URL to show it at. */
  getAsset(path: string): { toString(): string };
}

interface DecapCms {
  /** A preview for a folder collection, or for one file of a files collection, by its name. */
  registerPreviewTemplate(name: string, template: ControlClass): void;
  /** A stylesheet the preview frame loads, by its URL. */
  registerPreviewStyle(url: string): void;
  registerWidget(name: string, control: ControlClass): void;
  getWidget(name: string): { control: ControlClass } | undefined;
  registerEventListener(listener: {
    name: 'preSave' | 'postSave' | 'postPublish' | 'preUnpublish' | 'postUnpublish';
    handler: (event: ContentEvent) => unknown;
  }): void;
}

declare global {
  interface Window {
    CMS: DecapCms;
    /** create-react-class, which Decap's bundle exposes for widgets. */
    createClass(spec: object): ControlClass;
    /** React's createElement. */
    h(type: string, props?: Record<string, unknown> | null, ...children: unknown[]): unknown;
  }
}
