// A ref that focuses its element once, when it first appears while `wanted`: the control the focus was on (Start,
// Complete) is gone and what took its place takes the focus, for a keyboard or screen reader user to go on from.
import { useRef } from 'react';

export function useFocusOnce<E extends HTMLElement>(wanted: boolean) {
  const done = useRef(false);
  return (element: E | null) => {
    if (!element || !wanted || done.current) return;
    done.current = true;
    element.focus();
  };
}
