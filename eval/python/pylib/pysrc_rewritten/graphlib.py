# graphlib for gpython: TopologicalSorter and CycleError. Nodes come out in
# the order CPython's gives: ready nodes in the order they were first added,
# and each finished node's successors in the order their edges were added.

_OUT = -1   # handed out by get_ready, not yet done
_DONE = -2  # marked done


class CycleError(ValueError):
    pass


class _Node(object):
    def __init__(self, node):
        self.node = node
        self.waiting = 0      # predecessors not yet done, or _OUT/_DONE
        self.successors = []  # nodes that name this one as a predecessor


class TopologicalSorter(object):
    def __init__(self, graph=None):
        self._nodes = {}
        self._ready = None  # set by prepare()
        self._handed_out = 0
        self._finished = 0
        if graph is not None:
            for node, preds in graph.items():
                self.add(node, *preds)

    def _info(self, node):
        info = self._nodes.get(node)
        if info is None:
            info = _Node(node)
            self._nodes[node] = info
        return info

    def add(self, node, *predecessors):
        if self._ready is not None:
            raise ValueError("Nodes cannot be added after a call to prepare()")
        info = self._info(node)
        info.waiting += len(predecessors)
        for p in predecessors:
            self._info(p).successors.append(node)

    def prepare(self):
        if self._ready is not None:
            raise ValueError("cannot prepare() more than once")
        self._ready = [i.node for i in self._nodes.values() if i.waiting == 0]
        cycle = self._find_cycle()
        if cycle:
            raise CycleError("nodes are in a cycle", cycle)

    def _check_prepared(self):
        if self._ready is None:
            raise ValueError("prepare() must be called first")

    def get_ready(self):
        self._check_prepared()
        out = tuple(self._ready)
        for node in out:
            self._nodes[node].waiting = _OUT
        self._ready = []
        self._handed_out += len(out)
        return out

    def is_active(self):
        self._check_prepared()
        return self._finished < self._handed_out or len(self._ready) > 0

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        self._check_prepared()
        for node in nodes:
            info = self._nodes.get(node)
            if info is None:
                raise ValueError("node %r was not added using add()" % (node,))
            if info.waiting == _DONE:
                raise ValueError("node %r was already marked done" % (node,))
            if info.waiting != _OUT:
                raise ValueError("node %r was not passed out (still not ready)" % (node,))
            info.waiting = _DONE
            for s in info.successors:
                succ = self._nodes[s]
                succ.waiting -= 1
                if succ.waiting == 0:
                    self._ready.append(s)
            self._finished += 1

    def static_order(self):
        self.prepare()
        while self.is_active():
            group = self.get_ready()
            for node in group:
                yield node
            self.done(*group)

    def _find_cycle(self):
        # Depth-first along successor edges, starting from each node in
        # insertion order; the first edge back into the current path closes
        # the cycle, reported from that node round to itself again.
        visited = set()
        for start in self._nodes:
            if start in visited:
                continue
            path = [start]
            on_path = {start: 0}
            pending = [iter(self._nodes[start].successors)]
            visited.add(start)
            while pending:
                nxt = next(pending[-1], _END)
                if nxt is _END:
                    pending.pop()
                    del on_path[path.pop()]
                    continue
                if nxt in on_path:
                    return path[on_path[nxt]:] + [nxt]
                if nxt in visited:
                    continue
                visited.add(nxt)
                on_path[nxt] = len(path)
                path.append(nxt)
                pending.append(iter(self._nodes[nxt].successors))
        return None


_END = object()
