import { lazy, Suspense } from 'react';
import { RequiredMark } from '../field-shell';
import { Skeleton } from '../skeleton';
import type { RichTextEditorProps } from './rich-text-editor';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The editor's shape while its code loads: label, toolbar strip and text area. */
export function RichTextEditorSkeleton({ label, required }: { label: string; required?: boolean }) {
  return (
    <div role="status" className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">
        {label}
        {required && <RequiredMark />}
      </span>
      <span className="sr-only">Loading editor…</span>
      <div className="overflow-hidden rounded-md border border-slate-300 bg-white">
        <Skeleton className="h-10 rounded-none border-b border-slate-200 bg-slate-100" />
        <Skeleton className="m-3 h-32" />
      </div>
    </div>
  );
}

/** RichTextEditor loaded on first use, so Tiptap stays out of the screens that do not need it. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextEditorSkeleton label={props.label} required={props.required} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
