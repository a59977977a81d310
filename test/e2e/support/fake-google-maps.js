/*
 * A fake of the Google Maps JavaScript API for browser e2e tests.
 *
 * The tests answer `https://maps.googleapis.com/maps/api/js?...` with this file, so nothing ever
 * reaches Google. It is a classic script: no imports, no build step.
 *
 * How the real API is loaded (and what this file mirrors): the page's bootstrap loader
 * (@googlemaps/js-api-loader, used by @vis.gl/react-google-maps) installs a placeholder
 * `google.maps.importLibrary` and appends
 *   <script src="https://maps.googleapis.com/maps/api/js?key=…&v=…&libraries=…&callback=google.maps.__ib__">.
 * The API script then replaces `importLibrary` with the real one and calls the callback; the
 * placeholder's pending calls re-read `google.maps.importLibrary` and resolve through ours.
 *
 * What it draws: a light "map" surface (role="application", name "Map", "Kort" for language=da) inside the map div, with
 * markers, info windows, overlays and controls placed on it using a Web-Mercator projection
 * (heading and tilt are stored but not drawn). Clicking the surface fires map "click" events with
 * the right latLng; dragging it pans; draggable markers can be dragged with the pointer.
 *
 * Test hooks live on `window.__fakeGoogleMaps` (see the end of the file).
 * The key "rejected-key" behaves like a key Google rejects: grey error box + `gm_authFailure()`.
 */
(() => {
  // ---- Where we were loaded from ------------------------------------------------------------
  const script =
    document.currentScript ||
    [...document.scripts].reverse().find((s) => s.src.includes("maps.googleapis.com/maps/api/js"));
  const url = new URL(script ? script.src : "https://maps.googleapis.com/maps/api/js");
  const params = url.searchParams;
  const request = {
    url: url.href,
    key: params.get("key"),
    v: params.get("v"),
    libraries: (params.get("libraries") || "").split(",").filter(Boolean),
    callback: params.get("callback"),
    params: Object.fromEntries(params),
    mapIds: [], // the mapId option of every Map created after this load (null when none)
  };
  // Google's own words, in the language the page asked for (`language=da`), as Google does.
  const words =
    params.get("language") === "da"
      ? { map: "Kort", close: "Luk" }
      : { map: "Map", close: "Close" };

  const google = (window.google = window.google || {});
  // Keep the bootstrap's namespace object: its pending importLibrary calls re-read it.
  const maps = (google.maps = google.maps || {});

  if (window.__fakeGoogleMaps) {
    // Google warns when the API is included twice; we keep the first definitions.
    console.warn("You have included the Google Maps JavaScript API multiple times on this page.");
    window.__fakeGoogleMaps.requests.push(request);
    window.__fakeGoogleMaps._finishLoading(request);
    return;
  }

  // ---- Small helpers -------------------------------------------------------------------------
  const el = (tag, attrs = {}, style = {}) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
    Object.assign(node.style, style);
    return node;
  };
  const esc = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const clamp = (x, lo, hi) => Math.min(hi, Math.max(lo, x));

  // ---- Events (google.maps.event) ------------------------------------------------------------
  // Google keeps "MVC" listeners apart from DOM listeners; so do we: target -> name -> entries.
  const registry = new WeakMap();
  const listenersOf = (target, name) => registry.get(target)?.get(name);
  function addListener(target, name, fn) {
    let byName = registry.get(target);
    if (!byName) registry.set(target, (byName = new Map()));
    let entries = byName.get(name);
    if (!entries) byName.set(name, (entries = new Set()));
    const entry = { fn };
    entries.add(entry);
    return { remove: () => entries.delete(entry) };
  }
  function trigger(target, name, ...args) {
    const entries = listenersOf(target, name);
    if (!entries) return;
    for (const entry of [...entries]) if (entries.has(entry)) entry.fn.apply(target, args);
  }
  const event = {
    addListener,
    addListenerOnce(target, name, fn) {
      const handle = addListener(target, name, function (...args) {
        handle.remove();
        return fn.apply(this, args);
      });
      return handle;
    },
    removeListener: (handle) => handle?.remove(),
    clearListeners: (target, name) => registry.get(target)?.delete(name),
    clearInstanceListeners: (target) => registry.delete(target),
    hasListeners: (target, name) => (listenersOf(target, name)?.size ?? 0) > 0,
    trigger,
    addDomListener(node, name, fn, capture) {
      node.addEventListener(name, fn, capture);
      return { remove: () => node.removeEventListener(name, fn, capture) };
    },
  };
  const mouseEvent = (latLng, domEvent) => ({ latLng, domEvent, stop() {} });

  // ---- Core value types ----------------------------------------------------------------------
  class LatLng {
    constructor(lat, lng, noClampNoWrap) {
      if (lat && typeof lat === "object") {
        noClampNoWrap = lng;
        ({ lat, lng } = typeof lat.lat === "function" ? { lat: lat.lat(), lng: lat.lng() } : lat);
      }
      lat = Number(lat);
      lng = Number(lng);
      if (!noClampNoWrap) {
        // Google clamps latitude and wraps longitude into [-180, 180].
        lat = clamp(lat, -90, 90);
        if (lng < -180 || lng > 180) lng = ((((lng + 180) % 360) + 360) % 360) - 180;
      }
      this._lat = lat;
      this._lng = lng;
    }
    lat() {
      return this._lat;
    }
    lng() {
      return this._lng;
    }
    toJSON() {
      return { lat: this._lat, lng: this._lng };
    }
    equals(other) {
      if (!other) return false;
      const o = toLatLng(other);
      return Math.abs(o.lat() - this._lat) < 1e-9 && Math.abs(o.lng() - this._lng) < 1e-9;
    }
    toString() {
      return `(${this._lat}, ${this._lng})`;
    }
    toUrlValue(precision = 6) {
      return `${+this._lat.toFixed(precision)},${+this._lng.toFixed(precision)}`;
    }
  }
  const toLatLng = (v) => (v instanceof LatLng ? v : new LatLng(v));

  class LatLngBounds {
    constructor(sw, ne) {
      // Google's empty bounds: south > north.
      Object.assign(this, { _s: 1, _w: 180, _n: -1, _e: -180 });
      if (sw && !ne && "north" in sw) {
        Object.assign(this, { _s: sw.south, _w: sw.west, _n: sw.north, _e: sw.east });
      } else if (sw instanceof LatLngBounds) {
        this.union(sw);
      } else {
        if (sw) this.extend(sw);
        if (ne) this.extend(ne);
      }
    }
    isEmpty() {
      return this._s > this._n;
    }
    // Note: unlike Google, extend() never chooses to cross the antimeridian.
    extend(point) {
      const p = toLatLng(point);
      if (this.isEmpty())
        Object.assign(this, { _s: p.lat(), _n: p.lat(), _w: p.lng(), _e: p.lng() });
      else {
        Object.assign(this, {
          _s: Math.min(this._s, p.lat()),
          _n: Math.max(this._n, p.lat()),
          _w: Math.min(this._w, p.lng()),
          _e: Math.max(this._e, p.lng()),
        });
      }
      return this;
    }
    union(other) {
      const b = toBounds(other);
      if (!b.isEmpty()) this.extend(b.getSouthWest()).extend(b.getNorthEast());
      return this;
    }
    contains(point) {
      const p = toLatLng(point);
      const inLng =
        this._w <= this._e
          ? p.lng() >= this._w && p.lng() <= this._e
          : p.lng() >= this._w || p.lng() <= this._e;
      return !this.isEmpty() && p.lat() >= this._s && p.lat() <= this._n && inLng;
    }
    getCenter() {
      const east = this._w <= this._e ? this._e : this._e + 360; // crossing the antimeridian
      return new LatLng((this._s + this._n) / 2, (this._w + east) / 2);
    }
    getSouthWest() {
      return new LatLng(this._s, this._w, true);
    }
    getNorthEast() {
      return new LatLng(this._n, this._e, true);
    }
    toJSON() {
      return { south: this._s, west: this._w, north: this._n, east: this._e };
    }
    equals(other) {
      return !!other && JSON.stringify(toBounds(other).toJSON()) === JSON.stringify(this.toJSON());
    }
    toString() {
      return `(${this.getSouthWest()}, ${this.getNorthEast()})`;
    }
  }
  const toBounds = (v) => (v instanceof LatLngBounds ? v : new LatLngBounds(v));

  /** A class of two numbers named `a` and `b`, as google.maps.Size and Point are. */
  const pairClass = (a, b) =>
    class {
      constructor(first, second) {
        this[a] = first;
        this[b] = second;
      }
      equals(o) {
        return !!o && o[a] === this[a] && o[b] === this[b];
      }
      toString() {
        return `(${this[a]}, ${this[b]})`;
      }
    };
  const Size = pairClass("width", "height");
  const Point = pairClass("x", "y");

  // Web Mercator "world coordinates": the whole world is 256x256 at zoom 0.
  const TILE = 256;
  function toWorld(latLng) {
    const ll = toLatLng(latLng);
    const sin = clamp(Math.sin((ll.lat() * Math.PI) / 180), -0.9999, 0.9999);
    return {
      x: TILE * (0.5 + ll.lng() / 360),
      y: TILE * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
    };
  }
  const fromWorld = (x, y) =>
    new LatLng(
      (Math.atan(Math.sinh(Math.PI - (2 * Math.PI * y) / TILE)) * 180) / Math.PI,
      (x / TILE) * 360 - 180,
    );

  // ---- MVC base classes ----------------------------------------------------------------------
  class MVCObject {
    get(key) {
      return this.__values?.[key];
    }
    set(key, value) {
      (this.__values ??= {})[key] = value;
      // Google calls `<key>_changed()` on the object if defined, then fires "<key>_changed".
      const name = `${key.toLowerCase()}_changed`;
      if (typeof this[name] === "function") this[name]();
      else this.changed(key);
      trigger(this, name);
    }
    setValues(values) {
      for (const [k, v] of Object.entries(values || {})) this.set(k, v);
    }
    changed() {}
    notify(key) {
      this.set(key, this.get(key));
    }
    addListener(name, fn) {
      return addListener(this, name, fn);
    }
    bindTo() {} // property binding is not faked
    unbind() {}
    unbindAll() {}
  }
  class MVCArray extends MVCObject {
    constructor(items = []) {
      super();
      this._items = [...items];
    }
    getArray() {
      return this._items;
    }
    getLength() {
      return this._items.length;
    }
    getAt(i) {
      return this._items[i];
    }
    forEach(fn) {
      for (const [i, v] of this._items.entries()) fn(v, i);
    }
    insertAt(i, v) {
      this._items.splice(i, 0, v);
      trigger(this, "insert_at", i);
    }
    removeAt(i) {
      const [v] = this._items.splice(i, 1);
      trigger(this, "remove_at", i, v);
      return v;
    }
    setAt(i, v) {
      const old = this._items[i];
      this._items[i] = v;
      trigger(this, "set_at", i, old);
    }
    push(v) {
      this.insertAt(this._items.length, v);
      return this._items.length;
    }
    pop() {
      return this.removeAt(this._items.length - 1);
    }
    clear() {
      while (this._items.length) this.pop();
    }
  }

  // ---- Constants -----------------------------------------------------------------------------
  const MapTypeId = {
    ROADMAP: "roadmap",
    SATELLITE: "satellite",
    HYBRID: "hybrid",
    TERRAIN: "terrain",
  };
  const CollisionBehavior = {
    REQUIRED: "REQUIRED",
    REQUIRED_AND_HIDES_OPTIONAL: "REQUIRED_AND_HIDES_OPTIONAL",
    OPTIONAL_AND_HIDES_LOWER_PRIORITY: "OPTIONAL_AND_HIDES_LOWER_PRIORITY",
  };
  const RenderingType = { RASTER: "RASTER", VECTOR: "VECTOR", UNINITIALIZED: "UNINITIALIZED" };
  const ControlPosition = {
    TOP_LEFT: 1,
    TOP_CENTER: 2,
    TOP: 2,
    TOP_RIGHT: 3,
    LEFT_CENTER: 4,
    LEFT_TOP: 5,
    LEFT: 5,
    LEFT_BOTTOM: 6,
    RIGHT_TOP: 7,
    RIGHT: 7,
    RIGHT_CENTER: 8,
    RIGHT_BOTTOM: 9,
    BOTTOM_LEFT: 10,
    BOTTOM_CENTER: 11,
    BOTTOM: 11,
    BOTTOM_RIGHT: 12,
    CENTER: 13,
    BLOCK_START_INLINE_START: 14,
    BLOCK_START_INLINE_CENTER: 15,
    BLOCK_START_INLINE_END: 16,
    INLINE_START_BLOCK_CENTER: 17,
    INLINE_START_BLOCK_START: 18,
    INLINE_START_BLOCK_END: 19,
    INLINE_END_BLOCK_START: 20,
    INLINE_END_BLOCK_CENTER: 21,
    INLINE_END_BLOCK_END: 22,
    BLOCK_END_INLINE_START: 23,
    BLOCK_END_INLINE_CENTER: 24,
    BLOCK_END_INLINE_END: 25,
  };
  // Where each control position is drawn: vertical (t/m/b) + horizontal (l/c/r) slot.
  const CONTROL_SLOTS =
    "_ tl tc tr ml tl bl tr mr br bl bc br mc tl tc tr ml tl bl tr mr br bl bc br".split(" ");

  class Settings {
    static getInstance() {
      return (Settings._instance ??= new Settings());
    }
    constructor() {
      this.experienceIds = [];
      this.fetchAppCheckToken = null;
    }
  }

  // ---- Pointer dragging (markers and map panning) --------------------------------------------
  // Calls onStart once the pointer has moved a few pixels, then onMove(dx, dy), then onEnd().
  function trackDrag(down, { onStart, onMove, onEnd }) {
    if (down.button !== 0) return;
    let started = false;
    const move = (ev) => {
      const dx = ev.clientX - down.clientX,
        dy = ev.clientY - down.clientY;
      if (!started && Math.hypot(dx, dy) < 4) return;
      if (!started) onStart(ev);
      started = true;
      onMove(dx, dy, ev);
    };
    const up = (ev) => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      if (!started) return;
      onEnd(ev);
      // The browser still sends a click after a drag; Google ignores it, so do we.
      window.addEventListener("click", swallow, { capture: true, once: true });
      setTimeout(() => window.removeEventListener("click", swallow, true), 0);
    };
    const swallow = (ev) => ev.stopImmediatePropagation();
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
  }
  // The JS object (marker) owning a DOM node inside the map, if any.
  const ownerOf = (node) => node?.closest?.("[data-gm-marker]")?.__gmOwner ?? null;
  // Does a DOM event on `node` belong to something that hides it from the map (marker, info window…)?
  function blocksMap(node) {
    const owner = ownerOf(node);
    if (owner) return owner._isClickable() || owner._isDraggable();
    return !!node?.closest?.("[data-gm-block-map-hits]");
  }

  // ---- Map -----------------------------------------------------------------------------------
  const allMaps = [];
  const CAMERA_KEYS = ["center", "zoom", "heading", "tilt"];
  const FIRST_RENDER_DELAY_MS = 100;

  class FakeMap extends MVCObject {
    constructor(div, options = {}) {
      super();
      if (!(div instanceof Element))
        throw new Error(`Map: Expected mapDiv of type HTMLElement but was passed ${div}.`);
      this._div = div;
      this._overlays = new Set(); // everything drawn on the map, each with a _draw()
      this._idleWaiters = [];
      if (getComputedStyle(div).position === "static") div.style.position = "relative";
      div.style.overflow = "hidden";
      this._surface = el(
        "div",
        {
          class: "gm-style",
          role: "application",
          "aria-label": words.map,
          "aria-roledescription": "map",
          tabindex: "0",
        },
        {
          position: "absolute",
          inset: "0",
          overflow: "hidden",
          touchAction: "none",
          cursor: "grab",
          background: "#e5e3df",
          font: "11px Roboto, Arial, sans-serif",
          backgroundImage:
            "linear-gradient(#0001 1px, transparent 1px), linear-gradient(90deg, #0001 1px, transparent 1px)",
          backgroundSize: "64px 64px",
        },
      );
      // OverlayView panes: zero-sized layers at the container origin (div pixel == container pixel here).
      this._panes = {};
      ["mapPane", "overlayLayer", "markerLayer", "overlayMouseTarget", "floatPane"].forEach(
        (name, i) => {
          this._panes[name] = el(
            "div",
            { "data-pane": name },
            {
              position: "absolute",
              left: "0",
              top: "0",
              width: "0",
              height: "0",
              zIndex: String(100 + i * 100),
            },
          );
          this._surface.append(this._panes[name]);
        },
      );
      this._surface.append(
        el(
          "span",
          {},
          {
            position: "absolute",
            right: "4px",
            bottom: "2px",
            color: "#0008",
            pointerEvents: "none",
          },
        ),
      );
      this._surface.lastChild.textContent = "Fake Google Map";
      div.append(this._surface);

      this.controls = [];
      this._controlSlots = {};
      for (const pos of new Set(Object.values(ControlPosition))) {
        const arr = (this.controls[pos] = new MVCArray());
        for (const e of ["insert_at", "remove_at", "set_at"])
          addListener(arr, e, () => this._renderControls(CONTROL_SLOTS[pos]));
      }
      this._projection = {
        fromLatLngToDivPixel: (ll) => (ll == null ? null : this._toPixel(ll)),
        fromLatLngToContainerPixel: (ll) => (ll == null ? null : this._toPixel(ll)),
        fromDivPixelToLatLng: (p) => (p == null ? null : this._fromPixel(p.x, p.y)),
        fromContainerPixelToLatLng: (p) => (p == null ? null : this._fromPixel(p.x, p.y)),
        getWorldWidth: () => TILE * 2 ** this._zoom,
        getVisibleRegion: () => this.getBounds() && { latLngBounds: this.getBounds() },
      };

      const camera = {};
      const rest = { mapTypeId: MapTypeId.ROADMAP };
      for (const [k, v] of Object.entries(options || {}))
        (CAMERA_KEYS.includes(k) ? camera : rest)[k] = v;
      this.setValues(rest);
      this._applyCamera(camera);
      this._listenToDom();
      this._lastSize = this._sizeKey();
      new ResizeObserver(() => {
        this._sizeNow = null;
        if (this._sizeKey() === this._lastSize) return;
        this._lastSize = this._sizeKey();
        this._redraw();
        this._scheduleRender(true);
      }).observe(div);

      allMaps.push(this);
      state.requests.at(-1).mapIds.push(rest.mapId ?? null);
      if (state.authFailed) this._showAuthError();
      else if (state.requests.at(-1).key === "rejected-key") setTimeout(reportAuthFailure, 0);
    }

    // -- MVC: camera keys go through the camera, everything else is a plain value.
    get(key) {
      return CAMERA_KEYS.includes(key) ? this[`_${key}`] : super.get(key);
    }
    set(key, value) {
      if (CAMERA_KEYS.includes(key)) this._applyCamera({ [key]: value });
      else super.set(key, value);
    }
    backgroundcolor_changed() {
      this._surface.style.backgroundColor = this.get("backgroundColor") || "#e5e3df";
    }

    getDiv() {
      return this._div;
    }
    getCenter() {
      return this._center;
    }
    setCenter(c) {
      this._applyCamera({ center: c });
    }
    getZoom() {
      return this._zoom;
    }
    setZoom(z) {
      this._applyCamera({ zoom: z });
    }
    getHeading() {
      return this._heading ?? 0;
    }
    setHeading(h) {
      this._applyCamera({ heading: h });
    }
    getTilt() {
      return this._tilt ?? 0;
    }
    setTilt(t) {
      this._applyCamera({ tilt: t });
    }
    getMapTypeId() {
      return this.get("mapTypeId");
    }
    setMapTypeId(id) {
      this.set("mapTypeId", id);
    }
    getRenderingType() {
      return this.get("renderingType") || RenderingType.RASTER;
    }
    getMapCapabilities() {
      return {
        isAdvancedMarkersAvailable: !!this.get("mapId"),
        isDataDrivenStylingAvailable: false,
      };
    }
    getProjection() {
      return {
        fromLatLngToPoint: (ll) => {
          const w = toWorld(ll);
          return new Point(w.x, w.y);
        },
        fromPointToLatLng: (p) => fromWorld(p.x, p.y),
      };
    }
    setOptions(options) {
      for (const [k, v] of Object.entries(options || {})) this.set(k, v);
    }
    moveCamera(camera) {
      this._applyCamera(camera || {});
    }
    panTo(latLng) {
      this._applyCamera({ center: latLng });
    }
    panBy(x, y) {
      if (!this._ready()) return;
      const c = toWorld(this._center),
        s = 2 ** this._zoom;
      this._applyCamera({ center: fromWorld(c.x + x / s, c.y + y / s) });
    }
    fitBounds(bounds, padding = 0) {
      const b = toBounds(bounds);
      if (b.isEmpty()) return;
      const pad =
        typeof padding === "number"
          ? { top: padding, right: padding, bottom: padding, left: padding }
          : { top: 0, right: 0, bottom: 0, left: 0, ...padding };
      const { w, h } = this._size();
      const sw = toWorld(b.getSouthWest()),
        ne = toWorld(b.getNorthEast());
      const dx = ne.x >= sw.x ? ne.x - sw.x : ne.x - sw.x + TILE,
        dy = sw.y - ne.y;
      const zoom = Math.floor(
        Math.min(
          Math.log2(Math.max(1, w - pad.left - pad.right) / Math.max(dx, 1e-9)),
          Math.log2(Math.max(1, h - pad.top - pad.bottom) / Math.max(dy, 1e-9)),
        ),
      );
      const z = this._clampZoom(zoom),
        s = 2 ** z;
      this._applyCamera({
        zoom: z,
        center: fromWorld(
          sw.x + dx / 2 - (pad.left - pad.right) / 2 / s,
          ne.y + dy / 2 - (pad.top - pad.bottom) / 2 / s,
        ),
      });
    }
    getBounds() {
      if (!this._ready()) return undefined; // like Google before the first camera is set
      const { w, h } = this._size(),
        c = toWorld(this._center),
        s = 2 ** this._zoom;
      const north = fromWorld(0, Math.max(0, c.y - h / 2 / s)).lat(),
        south = fromWorld(0, Math.min(TILE, c.y + h / 2 / s)).lat();
      if (w / s >= TILE) return new LatLngBounds({ south, west: -180, north, east: 180 });
      return new LatLngBounds({
        south,
        west: fromWorld(c.x - w / 2 / s, 0).lng(),
        north,
        east: fromWorld(c.x + w / 2 / s, 0).lng(),
      });
    }

    // -- internals
    _ready() {
      return !!this._center && Number.isFinite(this._zoom);
    }
    /**
     * The map's size as last observed (set when the map is made and on each resize the
     * ResizeObserver reports): real Google Maps projects without reading the page's layout.
     * Reading clientWidth per projected point, after the app had written styles, made the
     * browser lay out the page again (500 shapes: ~17 ms of a drawn line's task).
     */
    _size() {
      this._sizeNow ??= { w: this._div.clientWidth, h: this._div.clientHeight };
      return this._sizeNow;
    }
    _sizeKey() {
      return `${this._div.clientWidth}x${this._div.clientHeight}`;
    }
    _clampZoom(z) {
      return clamp(z, this.get("minZoom") ?? 0, this.get("maxZoom") ?? 22);
    }
    _toPixel(latLng) {
      if (!this._ready()) return null;
      const p = toWorld(latLng),
        c = toWorld(this._center),
        s = 2 ** this._zoom,
        { w, h } = this._size();
      let dx = p.x - c.x;
      if (dx > TILE / 2) dx -= TILE; // draw the nearest copy of the world
      if (dx < -TILE / 2) dx += TILE;
      return new Point(dx * s + w / 2, (p.y - c.y) * s + h / 2);
    }
    _fromPixel(x, y) {
      if (!this._ready()) return null;
      const c = toWorld(this._center),
        s = 2 ** this._zoom,
        { w, h } = this._size();
      return fromWorld(c.x + (x - w / 2) / s, clamp(c.y + (y - h / 2) / s, 0, TILE));
    }
    _applyCamera(camera) {
      const changed = [];
      const update = (key, value, same) => {
        if (value == null || same(this[`_${key}`], value)) return;
        this[`_${key}`] = value;
        changed.push(key);
      };
      if (camera.center != null)
        update("center", toLatLng(camera.center), (a, b) => !!a && a.equals(b));
      for (const key of ["zoom", "heading", "tilt"]) {
        if (camera[key] == null || !Number.isFinite(Number(camera[key]))) continue;
        update(
          key,
          key === "zoom" ? this._clampZoom(Number(camera.zoom)) : Number(camera[key]),
          (a, b) => a === b,
        );
      }
      if (!changed.length) return;
      // Google fires the property events synchronously; bounds_changed and idle follow asynchronously.
      for (const key of changed) trigger(this, `${key}_changed`);
      this._redraw();
      this._scheduleRender(true);
    }
    _redraw() {
      for (const item of [...this._overlays]) item._draw();
    }
    _scheduleRender(boundsChanged) {
      this._boundsDirty ||= boundsChanged;
      this._settling = true;
      if (this._renderTimer) return;
      // Google takes a while (loading modules and tiles) before a new map's first bounds_changed;
      // apps and vis.gl attach their listeners in the meantime, so the first render waits too.
      const delay = this._renderedOnce ? 0 : FIRST_RENDER_DELAY_MS;
      this._renderTimer = setTimeout(() => {
        this._renderTimer = null;
        if (!this._ready()) return this._settle(); // nothing to show until center and zoom are set
        this._renderedOnce = true;
        if (this._boundsDirty) {
          this._boundsDirty = false;
          trigger(this, "bounds_changed");
        }
        clearTimeout(this._idleTimer);
        this._idleTimer = setTimeout(() => {
          if (this._renderTimer) return; // the camera moved again; a later idle follows
          trigger(this, "idle");
          trigger(this, "tilesloaded"); // "new tiles" are always instantly loaded here
          this._settle();
        }, 30);
      }, delay);
    }
    _settle() {
      this._settling = false;
      for (const resolve of this._idleWaiters.splice(0)) resolve();
    }
    _whenIdle() {
      return this._settling ? new Promise((r) => this._idleWaiters.push(r)) : Promise.resolve();
    }
    _renderControls(slot) {
      let box = this._controlSlots[slot];
      if (!box) {
        const [v, h] = slot;
        box = this._controlSlots[slot] = el(
          "div",
          { "data-gm-block-map-hits": "", "data-control-slot": slot },
          {
            position: "absolute",
            zIndex: "1000",
            display: "flex",
            gap: "4px",
            margin: "8px",
            ...(v === "t" ? { top: "0" } : v === "b" ? { bottom: "0" } : { top: "50%" }),
            ...(h === "l" ? { left: "0" } : h === "r" ? { right: "0" } : { left: "50%" }),
            transform: `translate(${h === "c" ? "-50%" : "0"}, ${v === "m" ? "-50%" : "0"})`,
          },
        );
        this._surface.append(box);
      }
      const positions = Object.keys(this.controls).filter((pos) => CONTROL_SLOTS[pos] === slot);
      box.replaceChildren(...positions.flatMap((pos) => this.controls[pos].getArray()));
    }
    _fireMouse(type, latLng, domEvent) {
      trigger(this, type, mouseEvent(latLng, domEvent));
    }
    _listenToDom() {
      const pixelOf = (ev) => {
        const r = this._surface.getBoundingClientRect();
        return [ev.clientX - r.left, ev.clientY - r.top];
      };
      for (const type of ["click", "dblclick", "contextmenu", "mousemove"]) {
        this._surface.addEventListener(type, (ev) => {
          if (!this._ready() || blocksMap(ev.target)) return;
          this._fireMouse(type, this._fromPixel(...pixelOf(ev)), ev);
        });
      }
      this._surface.addEventListener("pointerdown", (down) => {
        const owner = ownerOf(down.target);
        if (owner?._isDraggable()) return owner._pointerDrag(down);
        const gestures = this.get("gestureHandling");
        if (
          !this._ready() ||
          blocksMap(down.target) ||
          gestures === "none" ||
          this.get("draggable") === false
        )
          return;
        const c0 = toWorld(this._center),
          s = 2 ** this._zoom;
        trackDrag(down, {
          onStart: () => trigger(this, "dragstart"),
          onMove: (dx, dy) => {
            this._applyCamera({ center: fromWorld(c0.x - dx / s, clamp(c0.y - dy / s, 0, TILE)) });
            trigger(this, "drag");
          },
          onEnd: () => trigger(this, "dragend"),
        });
      });
    }
    _showAuthError() {
      // What Google draws into the map div when the key is rejected.
      const box = el(
        "div",
        { class: "gm-err-container", "data-gm-block-map-hits": "" },
        {
          position: "absolute",
          inset: "0",
          zIndex: "10000",
          background: "#e5e3df",
          color: "#616161",
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          textAlign: "center",
          padding: "16px",
          font: "13px Roboto, Arial, sans-serif",
        },
      );
      box.innerHTML = `<div class="gm-err-content"><div class="gm-err-title" style="font-size:16px;margin-bottom:8px">Oops! Something went wrong.</div>
        <div class="gm-err-message">This page didn't load Google Maps correctly. See the JavaScript console for technical details.</div></div>`;
      this._surface.append(box);
    }
  }
  FakeMap.DEMO_MAP_ID = "DEMO_MAP_ID";

  // ---- Things drawn on the map ---------------------------------------------------------------
  // Shared by AdvancedMarkerElement and the legacy Marker: pointer dragging and drag events.
  const draggableMixin = {
    _pointerDrag(down) {
      const map = this._mapRef(),
        start = map?._toPixel(this._latLng());
      if (!start) return;
      let latLng = this._latLng();
      trackDrag(down, {
        onStart: (ev) => this._drag("dragstart", latLng, ev),
        onMove: (dx, dy, ev) =>
          this._drag("drag", (latLng = map._fromPixel(start.x + dx, start.y + dy)), ev),
        onEnd: (ev) => this._drag("dragend", latLng, ev),
      });
    },
    // Google updates the position while dragging and fires dragstart/drag/dragend with {latLng}.
    _drag(phase, latLng, domEvent) {
      if (phase !== "dragstart") this._setLatLng(latLng);
      trigger(this, phase, mouseEvent(latLng, domEvent));
    },
    _click(domEvent) {
      if (!this._isClickable() || !this._mapRef()) return;
      trigger(this, "click", mouseEvent(this._latLng(), domEvent));
    },
  };
  const PIN_SVG = (bg, border, glyph, scale = 1) =>
    `<svg width="${26 * scale}" height="${37 * scale}" viewBox="0 0 26 37" style="display:block"><path d="M13 1C6.4 1 1 6.4 1 13c0 9 12 23 12 23s12-14 12-23C25 6.4 19.6 1 13 1z" fill="${esc(bg)}" stroke="${esc(border)}" stroke-width="1.5"/>${glyph}</svg>`;

  const PIN_PROPS = [
    "background",
    "borderColor",
    "glyphColor",
    "scale",
    "glyph",
    "glyphSrc",
    "glyphText",
  ];
  // The marker library's PinElement: a <gmp-pin> element (API >= 3.62) that is also reachable via
  // the older `.element`; light-DOM children / `glyph` elements are shown as the glyph.
  class PinElement extends HTMLElement {
    constructor(options = {}) {
      super();
      this.attachShadow({ mode: "open" });
      this._opts = {};
      for (const key of PIN_PROPS) if (options?.[key] !== undefined) this._opts[key] = options[key];
      this._render();
    }
    get element() {
      return this;
    }
    _render() {
      const o = this._opts,
        color = o.glyphColor || "#B31412",
        scale = o.scale ?? 1;
      const src =
        o.glyphSrc ||
        (o.glyph instanceof URL || /^https?:/.test(o.glyph || "") ? String(o.glyph) : null);
      const text = o.glyphText ?? (typeof o.glyph === "string" && !src ? o.glyph : null);
      let glyph = "";
      if (src) glyph = `<image href="${esc(src)}" x="5" y="5" width="16" height="16"/>`;
      else if (text != null)
        glyph = `<text x="13" y="17" text-anchor="middle" font-size="11" fill="${esc(color)}">${esc(text)}</text>`;
      if (o.glyph instanceof Element && o.glyph.parentNode !== this) this.replaceChildren(o.glyph);
      // Child elements (or a `glyph` element) are the glyph; otherwise the slot's fallback dot shows.
      const dot = glyph
        ? ""
        : `<span style="display:block;width:${10 * scale}px;height:${10 * scale}px;border-radius:50%;background:${esc(color)}"></span>`;
      this.shadowRoot.innerHTML = `<style>:host{display:inline-block;position:relative;line-height:0}
        slot{display:block;position:absolute;left:50%;top:${13 * scale}px;transform:translate(-50%,-50%);line-height:normal}</style>
        ${PIN_SVG(o.background || "#EA4335", o.borderColor || "#C5221F", glyph, scale)}<slot>${dot}</slot>`;
    }
  }
  for (const prop of PIN_PROPS) {
    Object.defineProperty(PinElement.prototype, prop, {
      get() {
        return this._opts[prop];
      },
      set(v) {
        this._opts[prop] = v;
        this._render();
      },
    });
  }

  // AdvancedMarkerElement: a real <gmp-advanced-marker> element, placed in the map's marker pane.
  class AdvancedMarkerElement extends HTMLElement {
    constructor(options = {}) {
      super();
      Object.assign(this, {
        _map: null,
        _position: null,
        _content: null,
        _title: "",
        _draggable: false,
        _clickable: false,
        _zIndex: null,
        _anchor: {},
        _gmpClickListeners: 0,
      });
      this.collisionBehavior = CollisionBehavior.REQUIRED;
      this.__gmOwner = this;
      // Like Google, only known options are taken (map last, so the marker is complete when shown).
      for (const key of [
        "position",
        "content",
        "title",
        "gmpDraggable",
        "gmpClickable",
        "zIndex",
        "collisionBehavior",
        "anchorLeft",
        "anchorTop",
        "map",
      ]) {
        if (options?.[key] !== undefined) this[key] = options[key];
      }
      this.addEventListener("click", (ev) => this._click(ev));
      this.addEventListener("keydown", (ev) => {
        if (ev.target === this && (ev.key === "Enter" || ev.key === " ")) {
          ev.preventDefault();
          this._click(ev);
        }
      });
    }
    get map() {
      return this._map;
    }
    set map(map) {
      map = map || null;
      const old = this._map;
      if (map === old) return;
      old?._overlays.delete(this);
      this._map = map;
      if (!map) {
        this.remove();
        old._redraw();
        return;
      } // e.g. hides an info window anchored here
      // Google's warning when advanced markers are used on a map without a map ID.
      if (!map.get("mapId") && !map._warnedMapId) {
        map._warnedMapId = true;
        console.warn(
          "The map is initialized without a valid Map ID, which will prevent use of Advanced Markers.",
        );
      }
      map._overlays.add(this);
      map._panes.markerLayer.append(this);
      this._draw();
    }
    // Returned as it was set (LatLng or literal); dragging sets a LatLng.
    get position() {
      return this._position;
    }
    set position(p) {
      this._position = p ?? null;
      this._map?._redraw();
    }
    get content() {
      return (this._content ??= new PinElement());
    } // default content: a pin
    set content(c) {
      this._content = c ?? null;
      this._draw();
    }
    get title() {
      return this._title;
    }
    set title(t) {
      this._title = t == null ? "" : String(t);
      this._draw();
    }
    get gmpDraggable() {
      return this._draggable;
    }
    set gmpDraggable(v) {
      this._draggable = !!v;
      this._draw();
    }
    get gmpClickable() {
      return this._clickable;
    }
    set gmpClickable(v) {
      this._clickable = !!v;
      this._draw();
    }
    get zIndex() {
      return this._zIndex;
    }
    set zIndex(z) {
      this._zIndex = z ?? null;
      this._draw();
    }
    get anchorLeft() {
      return this._anchor.left;
    }
    set anchorLeft(v) {
      this._anchor.left = v ?? undefined;
      this._draw();
    }
    get anchorTop() {
      return this._anchor.top;
    }
    set anchorTop(v) {
      this._anchor.top = v ?? undefined;
      this._draw();
    }
    get element() {
      return this;
    }
    addListener(name, fn) {
      return addListener(this, name, fn);
    }
    // A "gmp-click" listener makes the marker clickable, as with Google.
    addEventListener(type, fn, opts) {
      if (type === "gmp-click") this._gmpClickListeners++;
      super.addEventListener(type, fn, opts);
    }
    removeEventListener(type, fn, opts) {
      if (type === "gmp-click") this._gmpClickListeners--;
      super.removeEventListener(type, fn, opts);
    }

    _mapRef() {
      return this._map;
    }
    _latLng() {
      return this._position == null ? null : toLatLng(this._position);
    }
    _setLatLng(ll) {
      this.position = ll;
    }
    _isClickable() {
      return this._clickable || this._gmpClickListeners > 0 || event.hasListeners(this, "click");
    }
    _isDraggable() {
      return this._draggable;
    }
    _click(domEvent) {
      if (!this._isClickable() || !this._map) return; // otherwise the click reaches the map
      const ev = Object.assign(new Event("gmp-click"), { domEvent, latLng: this._latLng() });
      this.dispatchEvent(ev);
      draggableMixin._click.call(this, domEvent);
    }
    _drag(phase, latLng, domEvent) {
      draggableMixin._drag.call(this, phase, latLng, domEvent);
      this.dispatchEvent(Object.assign(new Event(phase), { latLng, domEvent }));
    }
    _draw() {
      const map = this._map;
      if (!map) return;
      const content = this.content;
      if (content && content.parentNode !== this) this.replaceChildren(content);
      const interactive = this._isClickable() || this._draggable;
      this.setAttribute("data-gm-marker", "");
      if (this._title) {
        this.setAttribute("title", this._title);
        this.setAttribute("aria-label", this._title);
      } else {
        this.removeAttribute("title");
        this.removeAttribute("aria-label");
      }
      if (interactive || this._title) this.setAttribute("role", interactive ? "button" : "img");
      else this.removeAttribute("role");
      if (interactive) this.setAttribute("tabindex", "0");
      else this.removeAttribute("tabindex");
      const p = this._position == null ? null : map._toPixel(this._position);
      Object.assign(this.style, {
        position: "absolute",
        display: p ? "block" : "none",
        left: `${p?.x ?? 0}px`,
        top: `${p?.y ?? 0}px`,
        // Anchored at the bottom centre by default (anchorLeft/anchorTop from API 3.62).
        transform: `translate(${this.anchorLeft ?? "-50%"}, ${this.anchorTop ?? "-100%"})`,
        zIndex: String(this._zIndex ?? Math.round(p?.y ?? 0)), // southern markers on top, like Google
        cursor: this._draggable ? "grab" : interactive ? "pointer" : "",
        width: "max-content", // the pane is zero-sized; don't let content shrink-wrap to nothing
      });
    }
  }
  AdvancedMarkerElement.prototype._pointerDrag = draggableMixin._pointerDrag;

  // The legacy google.maps.Marker, drawn as a pin (or its icon image) with its title.
  class Marker extends MVCObject {
    constructor(options = {}) {
      super();
      this._el = el(
        "div",
        { "data-gm-marker": "" },
        { position: "absolute", transform: "translate(-50%, -100%)" },
      );
      this._el.__gmOwner = this;
      this._el.addEventListener("click", (ev) => this._click(ev));
      this.setValues({ clickable: true, visible: true, ...options });
    }
    setOptions(options) {
      this.setValues(options);
    }
    set(key, value) {
      super.set(key, key === "position" && value != null ? toLatLng(value) : value);
    }
    map_changed() {
      this._map?._overlays.delete(this);
      this._map = this.get("map") || null;
      if (!this._map) return this._el.remove();
      this._map._overlays.add(this);
      this._map._panes.markerLayer.append(this._el);
      this._draw();
    }
    changed() {
      this._draw();
    }
    _mapRef() {
      return this._map;
    }
    _latLng() {
      return this.get("position") ?? null;
    }
    _setLatLng(ll) {
      this.setPosition(ll);
    }
    _isClickable() {
      return this.get("clickable") !== false;
    }
    _isDraggable() {
      return !!this.get("draggable");
    }
    _draw() {
      if (!this._map) return;
      const e = this._el,
        title = this.get("title"),
        icon = this.get("icon"),
        label = this.get("label");
      const p = this._latLng() && this._map._toPixel(this._latLng());
      const iconUrl = typeof icon === "string" ? icon : icon?.url;
      e.innerHTML = iconUrl
        ? `<img src="${esc(iconUrl)}" alt="">`
        : PIN_SVG("#EA4335", "#C5221F", `<circle cx="13" cy="13" r="5" fill="#B31412"/>`);
      if (label)
        e.insertAdjacentHTML(
          "beforeend",
          `<span style="position:absolute;left:50%;top:6px;transform:translateX(-50%)">${esc(typeof label === "string" ? label : label.text)}</span>`,
        );
      for (const [name, value] of [
        ["title", title],
        ["aria-label", title],
        ["role", this._isClickable() ? "button" : "img"],
      ]) {
        if (value) e.setAttribute(name, value);
        else e.removeAttribute(name);
      }
      Object.assign(e.style, {
        display: p && this.get("visible") !== false ? "block" : "none",
        left: `${p?.x ?? 0}px`,
        top: `${p?.y ?? 0}px`,
        zIndex: String(this.get("zIndex") ?? Math.round(p?.y ?? 0)),
        opacity: String(this.get("opacity") ?? 1),
      });
    }
  }
  for (const name of [
    "Position",
    "Title",
    "Icon",
    "Label",
    "Draggable",
    "Visible",
    "ZIndex",
    "Clickable",
    "Opacity",
    "Map",
    "Cursor",
    "Animation",
  ]) {
    const key = name[0].toLowerCase() + name.slice(1);
    Marker.prototype[`get${name}`] ??= function () {
      return this.get(key);
    };
    Marker.prototype[`set${name}`] ??= function (v) {
      this.set(key, v);
    };
  }
  Object.assign(Marker.prototype, {
    _pointerDrag: draggableMixin._pointerDrag,
    _drag: draggableMixin._drag,
    _click: draggableMixin._click,
  });

  // InfoWindow: a role="dialog" box in the float pane, above its anchor (or at its position).
  class InfoWindow extends MVCObject {
    constructor(options = {}) {
      super();
      this._el = null;
      this.setValues(options);
    }
    get isOpen() {
      return !!this._el;
    }
    setOptions(o) {
      this.setValues(o);
    }
    setContent(c) {
      this.set("content", c);
    }
    getContent() {
      return this.get("content");
    }
    setPosition(p) {
      this.set("position", p == null ? null : toLatLng(p));
    }
    getPosition() {
      return this.get("position");
    }
    setZIndex(z) {
      this.set("zIndex", z);
    }
    getZIndex() {
      return this.get("zIndex");
    }
    changed() {
      if (this._el) this._render();
    }
    open(optionsOrMap, anchor) {
      const o =
        optionsOrMap instanceof FakeMap || optionsOrMap == null
          ? { map: optionsOrMap, anchor }
          : optionsOrMap;
      const map = o.map || o.anchor?.map || o.anchor?.getMap?.();
      if (!map) return;
      if (this._map && this._map !== map) this.close();
      this._map = map;
      this.set("anchor", o.anchor ?? null);
      map._overlays.add(this);
      this._render();
      setTimeout(() => this._el && trigger(this, "domready"), 0);
    }
    close() {
      if (!this._el) return;
      this._el.remove();
      this._el = null;
      this._map._overlays.delete(this);
      trigger(this, "close");
    }
    _render() {
      const box = (this._el ??= el(
        "div",
        { class: "gm-style-iw", role: "dialog", "data-gm-block-map-hits": "" },
        {
          position: "absolute",
          background: "#fff",
          borderRadius: "8px",
          padding: "8px 12px",
          boxShadow: "0 2px 7px 1px #0000004d",
          font: "13px Roboto, Arial, sans-serif",
          cursor: "auto",
        },
      ));
      const header = this.get("headerContent"),
        content = this.get("content");
      box.replaceChildren();
      if (this.get("ariaLabel")) box.setAttribute("aria-label", this.get("ariaLabel"));
      if (!this.get("headerDisabled")) {
        const bar = el("div", {}, { display: "flex", alignItems: "start", gap: "8px" });
        const title = el("div", { class: "gm-style-iw-ch" }, { flex: "1", fontWeight: "500" });
        if (header instanceof Node) title.append(header);
        else if (header != null) title.textContent = String(header);
        const close = el(
          "button",
          {
            type: "button",
            "aria-label": words.close,
            title: words.close,
            class: "gm-ui-hover-effect",
          },
          { border: "0", background: "none", cursor: "pointer", fontSize: "16px" },
        );
        close.textContent = "×";
        close.addEventListener("click", () => {
          trigger(this, "closeclick");
          this.close();
        });
        bar.append(title, close);
        box.append(bar);
      }
      const body = el("div", { class: "gm-style-iw-d" });
      if (content instanceof Node) body.append(content);
      else if (content != null) body.innerHTML = String(content); // Google treats string content as HTML
      box.append(body);
      const px = (v) => (v ? `${v}px` : "");
      Object.assign(box.style, {
        width: "max-content",
        maxWidth: px(this.get("maxWidth")) || "648px",
        minWidth: px(this.get("minWidth")),
      });
      if (box.parentNode !== this._map._panes.floatPane) this._map._panes.floatPane.append(box);
      this._draw();
    }
    _draw() {
      if (!this._el) return;
      const anchor = this.get("anchor"),
        map = this._map;
      const anchorEl = anchor instanceof Marker ? anchor._el : anchor;
      const anchorPos = anchor
        ? (anchor._latLng?.() ?? anchor.getPosition?.())
        : this.getPosition();
      const anchorGone = anchor && (anchor.map ?? anchor.getMap?.()) !== map;
      const p = anchorPos && !anchorGone ? map._toPixel(anchorPos) : null;
      const offset = this.get("pixelOffset") || { width: 0, height: 0 };
      const lift = anchorEl instanceof HTMLElement ? anchorEl.offsetHeight : 0; // sit above the marker
      Object.assign(this._el.style, {
        display: p ? "block" : "none",
        left: `${(p?.x ?? 0) + offset.width}px`,
        top: `${(p?.y ?? 0) + offset.height - lift - 8}px`,
        transform: "translate(-50%, -100%)",
        zIndex: String(this.get("zIndex") ?? 0),
      });
    }
  }

  // OverlayView: onAdd() after setMap (asynchronously, like Google), draw() on every camera change.
  class OverlayView extends MVCObject {
    static preventMapHitsFrom(node) {
      node.setAttribute("data-gm-block-map-hits", "");
    }
    static preventMapHitsAndGesturesFrom(node) {
      node.setAttribute("data-gm-block-map-hits", "");
    }
    setMap(map) {
      map = map || null;
      if (map === this._map) return;
      if (this._map) {
        this._map._overlays.delete(this);
        if (this._added) {
          this._added = false;
          this.onRemove();
        }
      }
      this._map = map;
      super.set("map", map);
      if (!map) return;
      map._overlays.add(this);
      setTimeout(() => {
        if (this._map !== map || this._added) return;
        this._added = true;
        this.onAdd();
        this._draw();
      }, 0);
    }
    getMap() {
      return this._map ?? null;
    }
    getPanes() {
      return this._added ? this._map._panes : null;
    }
    getProjection() {
      return this._map ? this._map._projection : null;
    }
    onAdd() {}
    draw() {}
    onRemove() {}
    _draw() {
      if (this._added && this._map._ready()) this.draw();
    }
  }

  // ---- Libraries and loading -----------------------------------------------------------------
  if (!customElements.get("gmp-pin")) customElements.define("gmp-pin", PinElement);
  if (!customElements.get("gmp-advanced-marker"))
    customElements.define("gmp-advanced-marker", AdvancedMarkerElement);

  const v = params.get("v") || "";
  const core = {
    LatLng,
    LatLngBounds,
    Size,
    Point,
    MVCObject,
    MVCArray,
    event,
    ControlPosition,
    Settings,
    CollisionBehavior,
  };
  const mapsLib = { Map: FakeMap, InfoWindow, OverlayView, MapTypeId, RenderingType };
  const markerLib = { AdvancedMarkerElement, PinElement, Marker, CollisionBehavior };
  Object.assign(maps, core, mapsLib, {
    Marker,
    marker: markerLib,
    version: /^\d+\.\d+/.test(v) ? (v.split(".").length === 2 ? `${v}.0` : v) : "3.62.0",
  });
  const libraries = { core, maps: mapsLib, marker: markerLib };

  function reportAuthFailure() {
    if (state.authFailed) return;
    state.authFailed = true;
    console.error(
      "Google Maps JavaScript API error: InvalidKeyMapError\nhttps://developers.google.com/maps/documentation/javascript/error-messages#invalid-key-map-error",
    );
    for (const map of allMaps) map._showAuthError();
    if (typeof window.gm_authFailure === "function") window.gm_authFailure();
  }

  function mapAt(index = 0) {
    const map = state.maps[index];
    if (!map)
      throw new Error(
        `__fakeGoogleMaps: no map at index ${index} (there are ${state.maps.length})`,
      );
    return map;
  }
  function attachedMarkers() {
    return state.maps.flatMap((map, mapIndex) =>
      [...map._overlays]
        .filter((o) => o instanceof AdvancedMarkerElement || o instanceof Marker)
        .map((marker) => ({ marker, mapIndex })),
    );
  }
  function findMarker(which) {
    if (which && typeof which._drag === "function") return which;
    const list = attachedMarkers().map((m) => m.marker);
    const found =
      typeof which === "number"
        ? list[which]
        : list.find((m) => (m instanceof Marker ? m.getTitle() : m.title) === which);
    if (!found) throw new Error(`__fakeGoogleMaps: no marker ${JSON.stringify(which)}`);
    return found;
  }

  // ---- Test hooks ----------------------------------------------------------------------------
  const state = (window.__fakeGoogleMaps = {
    requests: [request], // every script load: url, key, v, libraries, callback, params, mapIds
    importedLibraries: [], // names passed to importLibrary, in order
    authFailed: false,
    allMaps,
    /** Live maps (whose div is still in the document), in creation order. */
    get maps() {
      return allMaps.filter((m) => m._div.isConnected);
    },
    /** Plain data about the markers currently on a live map. */
    markers() {
      return attachedMarkers().map(({ marker, mapIndex }) => ({
        kind: marker instanceof Marker ? "legacy" : "advanced",
        title: marker instanceof Marker ? (marker.getTitle() ?? "") : marker.title,
        position: marker._latLng()?.toJSON() ?? null,
        draggable: marker._isDraggable(),
        clickable: marker._isClickable(),
        mapIndex,
      }));
    },
    /** Fires a map "click" at latLng, as if the person clicked the map there. */
    click(latLng, mapIndex = 0) {
      const map = mapAt(mapIndex),
        ll = toLatLng(latLng),
        { x, y } = state.pixelFor(ll, mapIndex);
      map._fireMouse(
        "click",
        ll,
        new MouseEvent("click", { clientX: x, clientY: y, bubbles: true }),
      );
      return ll.toJSON();
    },
    /** Drags a marker (the element, its title, or its index in markers()) to a new position. */
    dragMarker(which, toLatLng_) {
      const marker = findMarker(which),
        to = toLatLng(toLatLng_);
      marker._drag("dragstart", marker._latLng(), new MouseEvent("pointerdown"));
      marker._drag("drag", to, new MouseEvent("pointermove"));
      marker._drag("dragend", to, new MouseEvent("pointerup"));
      return to.toJSON();
    },
    /** Moves the camera as if the person panned/zoomed; resolves after the map's next idle. */
    setCamera(camera, mapIndex = 0) {
      const map = mapAt(mapIndex);
      const pans = camera.center != null && !toLatLng(camera.center).equals(map.getCenter());
      if (pans) trigger(map, "dragstart");
      map.moveCamera(camera);
      if (pans) {
        trigger(map, "drag");
        trigger(map, "dragend");
      }
      return map._whenIdle();
    },
    /** Viewport coordinates of latLng on a map, e.g. for page.mouse.click(x, y). */
    pixelFor(latLng, mapIndex = 0) {
      const map = mapAt(mapIndex),
        p = map._toPixel(latLng),
        r = map._surface.getBoundingClientRect();
      return { x: r.left + p.x, y: r.top + p.y };
    },
    /** Resolves once the map has settled (its "idle" event). */
    whenIdle: (mapIndex = 0) => mapAt(mapIndex)._whenIdle(),
    _finishLoading: finishLoading,
  });

  function finishLoading(req) {
    // The real importLibrary; names we don't model resolve to the whole namespace so nothing hangs.
    maps.importLibrary = (name) => {
      state.importedLibraries.push(name);
      return Promise.resolve(libraries[name] ?? maps);
    };
    const callback = req.callback?.split(".").reduce((o, k) => o?.[k], window);
    if (typeof callback === "function") callback();
    else if (req.callback) console.error(`InvalidValueError: ${req.callback} is not a function`);
    if (req.key === "rejected-key") setTimeout(reportAuthFailure, 200); // maps created earlier report sooner
  }
  finishLoading(request);
})();
