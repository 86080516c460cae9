import type { ReactNode } from 'react';

export type ListIconName = 'ownDelivery' | 'morning' | 'afternoon' | 'evening' | 'mourning' | 'photo' | 'invoice' | 'parcel';

// 16×16 line drawings in currentColor, so the colour comes from the stylesheet.
const SHAPES: Record<ListIconName, ReactNode> = {
  ownDelivery: <path d="M2 6h12l-1.2-3.5H3.2zM3 6v8h10V6M6.5 14v-4h3v4" />,
  morning: <path d="M1.5 12.5h13M4.5 12.5a3.5 3.5 0 0 1 7 0M8 3.5v2.5M3.3 6.3l1.4 1.4M12.7 6.3l-1.4 1.4" />,
  afternoon: (
    <>
      <circle cx="8" cy="8" r="3" />
      <path d="M8 1v2M8 13v2M1 8h2M13 8h2M3 3l1.4 1.4M11.6 11.6 13 13M3 13l1.4-1.4M11.6 4.4 13 3" />
    </>
  ),
  evening: <path d="M13.5 10.2A6 6 0 0 1 5.8 2.5a6 6 0 1 0 7.7 7.7z" />,
  mourning: <path d="M8 8.5C4.8 5.8 5.2 1.8 8 1.8s3.2 4 0 6.7zM8 8.5l-3.2 5.7M8 8.5l3.2 5.7" />,
  photo: (
    <>
      <rect x="1.5" y="4.5" width="13" height="9" rx="1.5" />
      <circle cx="8" cy="9" r="2.5" />
      <path d="M5.5 4.5l1-2h3l1 2" />
    </>
  ),
  invoice: <path d="M3.5 1.5h6l3 3v10h-9zM9.6 7a2.3 2.3 0 1 0 0 3.8M5.2 8.3h3.2M5.2 9.6h3.2" />,
  parcel: <path d="M8 1.5l6 3v7l-6 3-6-3v-7zM2 4.5l6 3 6-3M8 7.5v7M5 3l6 3" />,
};

/** An order-list icon: named for screen readers, with the same text as tooltip. */
export function ListIcon({ name, label }: { name: ListIconName; label: string }) {
  return (
    <svg
      className={`list-icon list-icon--${name}`}
      viewBox="0 0 16 16"
      width="14"
      height="14"
      role="img"
      aria-label={label}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <title>{label}</title>
      {SHAPES[name]}
    </svg>
  );
}
