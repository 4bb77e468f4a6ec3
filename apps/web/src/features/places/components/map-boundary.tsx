// Shows `fallback` when the map chunk cannot load (offline) or Leaflet fails; the search above keeps working.
import { Component, type ReactNode } from 'react';

export class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
