'use client';

import clsx from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide';
import { useToaster, type Toast } from 'react-hot-toast/headless';
import { Icon } from '@/components/ui/icon';

const GUTTER_PX = 8;

/**
 * Where toasts appear, mounted on the product page (the only page whose islands show toasts; in the root
 * layout it would cost every page its JavaScript). Show them with components/ui/toasts.tsx.
 *
 * react-hot-toast's headless store (timers, pause on hover, stacking) drawn with our own classes: its
 * styled Toaster writes CSS at run time and costs a 40-50 ms first render on a slow phone, which a toast
 * answering a tap (Share) cannot afford.
 */
export function Toaster() {
  const { toasts, handlers } = useToaster();
  return (
    <div
      data-rht-toaster=""
      className="pointer-events-none fixed inset-4 z-50"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          ref={(element) => {
            // Stacking needs each toast's height; measured on every render, stored only when it changed.
            if (element && element.offsetHeight !== toast.height)
              handlers.updateHeight(toast.id, element.offsetHeight);
          }}
          className="absolute inset-x-0 top-0 flex justify-center transition-transform duration-200 ease-out"
          style={{
            transform: `translateY(${handlers.calculateOffset(toast, { gutter: GUTTER_PX })}px)`,
          }}
        >
          <ToastCard toast={toast} />
        </div>
      ))}
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const isError = toast.type === 'error';
  return (
    <div
      {...toast.ariaProps}
      className={clsx(
        'pointer-events-auto flex max-w-[26rem] items-center gap-3 rounded-lg px-4 py-3 text-base shadow-lg ring-1 ring-raised-edge',
        // Errors: white on deep red (8.6:1), the destructive style.
        isError ? 'bg-alert text-on-alert' : 'bg-surface text-ink',
        'transition-[opacity,translate] duration-200 starting:-translate-y-2 starting:opacity-0',
        !toast.visible && '-translate-y-2 opacity-0',
      )}
    >
      <Icon
        icon={isError ? CircleAlert : CircleCheck}
        className={clsx('size-5 shrink-0', !isError && 'text-success')}
      />
      {typeof toast.message === 'function' ? toast.message(toast) : toast.message}
    </div>
  );
}
