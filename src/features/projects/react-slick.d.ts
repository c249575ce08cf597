// react-slick ships no types (and @types/react-slick is not a dependency): the part of its API this feature uses.
declare module 'react-slick' {
  import { Component, type ReactNode } from 'react';

  export interface Settings {
    accessibility?: boolean;
    arrows?: boolean;
    autoplay?: boolean;
    autoplaySpeed?: number;
    dots?: boolean;
    draggable?: boolean;
    infinite?: boolean;
    pauseOnDotsHover?: boolean;
    pauseOnFocus?: boolean;
    pauseOnHover?: boolean;
    slidesToScroll?: number;
    slidesToShow?: number;
    speed?: number;
    swipe?: boolean;
    waitForAnimate?: boolean;
    className?: string;
    beforeChange?: (current: number, next: number) => void;
    afterChange?: (current: number) => void;
    children?: ReactNode;
  }

  export default class Slider extends Component<Settings> {
    slickGoTo(index: number, dontAnimate?: boolean): void;
    slickNext(): void;
    slickPrev(): void;
    slickPause(): void;
    slickPlay(): void;
  }
}
