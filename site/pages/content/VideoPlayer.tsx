import { useState } from 'react';

interface VideoPlayerProps {
  readonly title: string;
  readonly src: string;
  readonly poster?: string | undefined;
  readonly duration?: string | undefined;
}

/**
 * A facade until the visitor asks for the video: no media loads with the page, only on the click,
 * and then the player starts at once. The transcript is on the page either way.
 */
export function VideoPlayer({ title, src, poster, duration }: VideoPlayerProps) {
  const [playing, setPlaying] = useState(false);
  if (playing)
    return (
      <video className="video-player" controls autoPlay preload="auto" poster={poster}>
        <source src={src} type={src.endsWith('.mp4') ? 'video/mp4' : 'video/webm'} />
      </video>
    );
  return (
    <button type="button" className="video-facade" onClick={() => setPlaying(true)}>
      {poster ? <img className="video-facade__poster" src={poster} alt="" loading="lazy" /> : null}
      <span className="video-facade__icon" aria-hidden="true">
        ▶
      </span>
      <span className="video-facade__label">
        Play the video: {title}
        {duration ? ` (${duration})` : ''}
      </span>
    </button>
  );
}
