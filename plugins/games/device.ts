// The detection lives in core so the profile's game history asks for the same device as the catalogue.
export { currentDevice } from '@core/ui/current-device';
