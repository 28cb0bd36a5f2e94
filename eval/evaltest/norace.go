//go:build !race

package evaltest

const raceEnabled = false
