'use client';

import { useId, useState } from 'react';
import type { PipelineQuery } from '@/lib/core/applications/pipeline-query';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { usePipelineNav } from './pipeline-nav';

/**
 * Find a customer: a name, phone, e-mail, application id, loan number or the last four of an SSN. Enter
 * (or the button) narrows the current view — tab and filters kept — through the URL's `q`, from page 1.
 */
export function PipelineSearch({ query }: { query: PipelineQuery }) {
  const id = useId();
  const { navigate } = usePipelineNav();
  const [text, setText] = useState(query.q ?? '');
  const [seen, setSeen] = useState(query.q);
  // Follow the URL when it changes from outside (back/forward, clear filters).
  if (seen !== query.q) {
    setSeen(query.q);
    setText(query.q ?? '');
  }
  const submit = (value: string) => navigate({ ...query, q: value.trim() || undefined, page: 1 });
  return (
    <form
      role="search"
      className="flex w-full max-w-xl items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit(text);
      }}
      data-testid="pipeline-search"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-q`} className="block text-xs font-medium text-slate-700">
          Find a customer
        </label>
        <Input
          id={`${id}-q`}
          type="search"
          name="q"
          className="mt-1"
          value={text}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Name, phone, e-mail, ID…"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            // Clearing the box (its × button, or deleting everything) clears the search at once.
            if (event.target.value === '' && query.q) submit('');
          }}
        />
        <p id={`${id}-hint`} className="sr-only">
          A name, phone, e-mail, application ID, loan number or the last four of an SSN. Narrows the current tab and filters. Press Enter to search.
        </p>
      </div>
      <Button type="submit" variant="secondary" data-testid="pipeline-search-submit">
        Search
      </Button>
    </form>
  );
}
