/** The establishment's devices (oxilios): the list, associating, dissociating, a device's history. */
export { useEstablishmentDevices } from './api/getDevices';
export { useDeviceChanges } from './api/changeDevice';
export { DevicesOverview } from './components/DevicesOverview';
export { PatientDeviceActions, type DevicePatient } from './components/PatientDeviceActions';
export { wheelTypeLabel } from './components/wheelTypes';
export { devicesMessages } from './components/messages';
