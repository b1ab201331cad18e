import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { withTexts } from '../test/i18n';
import { funPlayAllowed, type PlayMode, PlayModeSwitch } from './PlayModeSwitch';

const Texts = withTexts({ 'playGame.mode': 'Play mode', 'playGame.modeReal': 'Real', 'playGame.modeFun': 'Fun' });

function Harness() {
  const [mode, setMode] = useState<PlayMode>('real');
  return <PlayModeSwitch mode={mode} onModeChange={setMode} />;
}

describe('PlayModeSwitch', () => {
  it('switches between Real and Fun by click and by arrow keys, as a radio group', async () => {
    const user = userEvent.setup();
    render(
      <Texts>
        <Harness />
      </Texts>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Play mode' });
    const real = screen.getByRole('radio', { name: 'Real' });
    const fun = screen.getByRole('radio', { name: 'Fun' });
    expect(group).toContainElement(real);
    expect(real).toHaveAttribute('aria-checked', 'true');
    await user.click(fun);
    expect(fun).toHaveAttribute('aria-checked', 'true');
    expect(real).toHaveAttribute('aria-checked', 'false');
    await user.keyboard('{ArrowRight}');
    expect(real).toHaveAttribute('aria-checked', 'true');
    expect(real).toHaveFocus();
    await user.tab();
    expect(fun).not.toHaveFocus();
  });
});

describe('funPlayAllowed', () => {
  it('allows fun play in a market that allows it to anyone, and in the UK only once KYC is approved', () => {
    expect(funPlayAllowed('any', null)).toBe(true);
    expect(funPlayAllowed('ageVerified', null)).toBe(false);
    expect(funPlayAllowed('ageVerified', 'pending')).toBe(false);
    expect(funPlayAllowed('ageVerified', 'approved')).toBe(true);
    expect(funPlayAllowed(undefined, 'approved')).toBe(false);
  });
});
