# graphlib for gpython, in Python: TopologicalSorter and CycleError, with
# CPython's order of results (nodes become ready in the order they were
# first seen, successors in the order their edges were added) and its
# error messages.

_NODE_OUT = -1
_NODE_DONE = -2


class CycleError(ValueError):
    pass


class _NodeInfo(object):
    def __init__(self, node):
        self.node = node
        self.npredecessors = 0
        self.successors = []


class TopologicalSorter(object):
    def __init__(self, graph=None):
        self._node2info = {}
        self._ready_nodes = None
        self._npassedout = 0
        self._nfinished = 0
        if graph is not None:
            for node, predecessors in graph.items():
                self.add(node, *predecessors)

    def _info(self, node):
        info = self._node2info.get(node)
        if info is None:
            info = _NodeInfo(node)
            self._node2info[node] = info
        return info

    def add(self, node, *predecessors):
        if self._ready_nodes is not None:
            raise ValueError("Nodes cannot be added after a call to prepare()")
        info = self._info(node)
        info.npredecessors += len(predecessors)
        for pred in predecessors:
            self._info(pred).successors.append(node)

    def prepare(self):
        if self._ready_nodes is not None:
            raise ValueError("cannot prepare() more than once")
        self._ready_nodes = [i.node for i in self._node2info.values() if i.npredecessors == 0]
        cycle = self._find_cycle()
        if cycle:
            raise CycleError("nodes are in a cycle", cycle)

    def get_ready(self):
        if self._ready_nodes is None:
            raise ValueError("prepare() must be called first")
        result = tuple(self._ready_nodes)
        for node in result:
            self._node2info[node].npredecessors = _NODE_OUT
        self._ready_nodes = []
        self._npassedout += len(result)
        return result

    def is_active(self):
        if self._ready_nodes is None:
            raise ValueError("prepare() must be called first")
        return self._nfinished < self._npassedout or bool(self._ready_nodes)

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        if self._ready_nodes is None:
            raise ValueError("prepare() must be called first")
        for node in nodes:
            info = self._node2info.get(node)
            if info is None:
                raise ValueError("node %r was not added using add()" % (node,))
            state = info.npredecessors
            if state != _NODE_OUT:
                if state >= 0:
                    raise ValueError("node %r was not passed out (still not ready)" % (node,))
                if state == _NODE_DONE:
                    raise ValueError("node %r was already marked done" % (node,))
                raise ValueError("node %r: unknown status %d" % (node, state))
            info.npredecessors = _NODE_DONE
            for succ in info.successors:
                succ_info = self._node2info[succ]
                succ_info.npredecessors -= 1
                if succ_info.npredecessors == 0:
                    self._ready_nodes.append(succ)
            self._nfinished += 1

    def _find_cycle(self):
        # Depth-first along successor edges; a node met again while still
        # on the path closes a cycle, reported from its first visit.
        seen = set()
        for start in self._node2info:
            if start in seen:
                continue
            path = []
            on_path = {}
            positions = []  # next successor index for each node on path
            node = start
            while True:
                if node in seen:
                    if node in on_path:
                        return path[on_path[node]:] + [node]
                else:
                    seen.add(node)
                    on_path[node] = len(path)
                    path.append(node)
                    positions.append(0)
                found = False
                while path:
                    succs = self._node2info[path[-1]].successors
                    i = positions[-1]
                    if i < len(succs):
                        positions[-1] = i + 1
                        node = succs[i]
                        found = True
                        break
                    del on_path[path.pop()]
                    positions.pop()
                if not found:
                    break
        return None

    def static_order(self):
        self.prepare()
        while self.is_active():
            group = self.get_ready()
            for node in group:
                yield node
            self.done(*group)
