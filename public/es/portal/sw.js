/*
 * The Spanish portal's service worker: the same worker as /portal/sw.js (decision 033), served from
 * /es/portal/ so that it may look after the Spanish pages (a worker's scope is its folder).
 */
importScripts('/portal/sw.js');
