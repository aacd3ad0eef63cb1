import { Alert } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import type { CatalogueEntry } from './stories';

interface State {
  error: Error | null;
}

/** Keeps one broken story from blanking the catalogue; the error still reaches the console. */
class StoryBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };
  static getDerivedStateFromError(error: Error): State {
    return { error };
  }
  override render() {
    if (this.state.error)
      return (
        <Alert color="red" title="This story failed to render">
          {this.state.error.message}
        </Alert>
      );
    return this.props.children;
  }
}

/** Renders one story state inside an error boundary, keyed so switching states remounts it. */
export function StoryFrame({ entry }: { entry: CatalogueEntry }) {
  const Render = entry.render;
  return (
    <div data-testid="story-frame">
      <StoryBoundary key={entry.hash}>
        <Render />
      </StoryBoundary>
    </div>
  );
}
