import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { messages } from '@/lib/i18n';
import './brand.css';

/** The Darsak logo mark: an open book on the brand gradient. */
export function BrandMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="brand__mark">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e3a8a" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M16 10.5c-2.2-1.6-5-2.2-8-1.9v12.9c3-.3 5.8.3 8 1.9 2.2-1.6 5-2.2 8-1.9V8.6c-3-.3-5.8.3-8 1.9z"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M16 10.5v12.9" stroke="#fff" strokeWidth="1.8" />
    </svg>
  );
}

/** The brand: logo and name, linking home. */
export function Brand({ onClick, className = '' }: { onClick?: () => void; className?: string }) {
  return (
    <Link to={paths.home.href()} className={`brand ${className}`} aria-label={messages.shell.brandHome} onClick={onClick}>
      <BrandMark />
      <span className="brand__name" aria-hidden="true">
        {messages.shell.brand}
      </span>
    </Link>
  );
}
