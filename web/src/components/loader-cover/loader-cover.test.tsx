import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoaderCover } from './loader-cover';

const page = <h1>Our Tutors</h1>;

describe('LoaderCover', () => {
  it('lays the page out under the loader, inert and hidden from assistive technology', () => {
    const { container } = render(<LoaderCover loading>{page}</LoaderCover>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const heading = container.querySelector('h1');
    expect(heading).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our Tutors' })).not.toBeInTheDocument();
    const cover = heading!.parentElement!;
    expect(cover).toHaveAttribute('inert');
    expect(cover).toHaveAttribute('aria-hidden', 'true');
  });

  it('removes only the loader when loading ends: the same page node stays where it was', () => {
    const { container, rerender } = render(<LoaderCover loading>{page}</LoaderCover>);
    const before = container.querySelector('h1');
    rerender(<LoaderCover loading={false}>{page}</LoaderCover>);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Tutors' })).toBe(before);
    expect(before!.parentElement).not.toHaveAttribute('inert');
    expect(before!.parentElement).not.toHaveAttribute('aria-hidden');
  });
});

describe('LoaderCover before its data', () => {
  it('holds a screen-tall placeholder instead of the page until ready', () => {
    const { container, rerender } = render(
      <LoaderCover loading ready={false}>
        {page}
      </LoaderCover>,
    );
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('.loader-cover__pending')).toBeInTheDocument();
    rerender(
      <LoaderCover loading ready>
        {page}
      </LoaderCover>,
    );
    expect(container.querySelector('.loader-cover__pending')).toBeNull();
    expect(container.querySelector('h1')).toBeInTheDocument();
  });
});
