import type { ImgHTMLAttributes } from 'react';

/**
 * An item's small 4:3 picture in a list row or a card: decorative (the title beside it names the item), loaded
 * lazily, its box reserved by width and height so nothing shifts, grey until it arrives.
 */
export function Thumb({
  src,
  width,
  height,
  className = '',
  ...rest
}: { src: string; width: number; height: number; className?: string } & Pick<ImgHTMLAttributes<HTMLImageElement>, 'onError'>) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={`aspect-[4/3] bg-stone-100 object-cover ${className}`}
      {...rest}
    />
  );
}
