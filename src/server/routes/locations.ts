import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { locationErrors, type LocationFieldError } from '../../shared/domain/location-rules.ts';
import { messages } from '../../shared/domain/messages.ts';
import { ownParcelSizes } from '../../shared/domain/parcel-defaults.ts';
import type { LocationConfig } from '../../shared/schema/print.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import * as locations from '../db/locations.ts';
import * as workbench from '../db/workbench.ts';
import { notFound } from '../http-errors.ts';
import { InvalidInput } from '../invalid-input.ts';
import { route } from './endpoint-route.ts';
import { workstationLocation } from './workstation-location.ts';

const locationNotFound = (name: string) => notFound(`Locatie ${name} is niet gevonden`);

/**
 * A location's name is what workstations remember (X-Location) and what the server's LOCATION names: renaming it
 * would silently move every other workstation to the server's location and its printers. So it is read-only.
 */
const NAME_FIXED = 'De naam van een locatie kan niet gewijzigd worden';

/** Only the documents that have a printer are stored, without stray spaces. */
const chosenPrinters = (printers: LocationConfig['printers']): LocationConfig['printers'] =>
  Object.fromEntries(Object.entries(printers).flatMap(([key, printer]) => (printer?.trim() ? [[key, printer.trim()]] : [])));

export const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, endpoints.getLocation, async (request) => {
    const name = await workstationLocation(app, request);
    const location = await locations.getLocation(app.db, name);
    if (!location) throw locationNotFound(name);
    return location;
  });

  route(app, endpoints.listLocations, async () => locations.listLocations(app.db));

  route(app, endpoints.saveLocation, async (request) => {
    const { name } = request.params;
    if (!(await locations.getLocation(app.db, name))) throw locationNotFound(name);
    const [features, printerIds] = await Promise.all([workbench.listFeatures(app.db, name), locations.listPrinterIds(app.db)]);
    const errors: LocationFieldError[] = locationErrors(request.body, { features, printerIds });
    if (request.body.name.trim() && request.body.name !== name) errors.push({ field: 'name', message: NAME_FIXED });
    if (errors.length) throw new InvalidInput(messages.checkInput, errors);
    const { printers, parcelDefaults } = request.body;
    const saved = await locations.saveLocation(app.db, name, {
      printers: chosenPrinters(printers),
      parcelDefaults: parcelDefaults && ownParcelSizes(parcelDefaults),
    });
    if (!saved) throw locationNotFound(name);
    return saved;
  });
};
