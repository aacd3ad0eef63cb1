import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { BelowTheFold } from './BelowTheFold';

/** Whether the block below the fold was in the DOM at the screen's first commit, per render. */
function screenWith(firstScreenOnly: boolean) {
  const seen: boolean[] = [];
  function Probe() {
    useLayoutEffect(() => void seen.push(screen.queryByText('The list') !== null), []);
    return <h1>The panel</h1>;
  }
  const view = render(
    <>
      <Probe />
      <BelowTheFold firstScreenOnly={firstScreenOnly}>
        <p>The list</p>
      </BelowTheFold>
    </>,
  );
  return { atFirstCommit: seen[0], unmount: view.unmount };
}

describe('BelowTheFold', () => {
  it("firstScreenOnly: left out of the document's first screen's first commit, then rendered; a later screen has it at once", async () => {
    const first = screenWith(true);
    expect(first.atFirstCommit).toBe(false);
    expect(await screen.findByText('The list')).toBeInTheDocument();
    first.unmount();
    const later = screenWith(true);
    expect(later.atFirstCommit).toBe(true);
    later.unmount();
  });

  it('without it, every screen leaves the block out of its first commit', async () => {
    const view = screenWith(false);
    expect(view.atFirstCommit).toBe(false);
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });
});
