import FaceNavTestSupport
import Foundation
import FrameSources

/// The fake V4L2 device whose `poll` waits its whole timeout in real time when no picture is ready, as a real
/// camera that opens but stays dark does (the fake answers at once).
final class WaitingFakeCamera: V4L2System, @unchecked Sendable {
    let device: FakeV4L2Device

    init(_ device: FakeV4L2Device) {
        self.device = device
    }

    func deviceNodes() -> [String] { device.deviceNodes() }
    func open(_ path: String) throws(SystemError) -> Int32 { try device.open(path) }
    func close(_ descriptor: Int32) { device.close(descriptor) }
    func ioctl(_ descriptor: Int32, _ request: UInt, _ argument: UnsafeMutableRawPointer) throws(SystemError) {
        try device.ioctl(descriptor, request, argument)
    }
    func mmap(_ descriptor: Int32, length: Int, offset: Int) throws(SystemError) -> UnsafeMutableRawPointer {
        try device.mmap(descriptor, length: length, offset: offset)
    }
    func munmap(_ address: UnsafeMutableRawPointer, length: Int) { device.munmap(address, length: length) }
    func poll(_ descriptor: Int32, events: Int16, timeoutMilliseconds: Int32) throws(SystemError) -> Int16 {
        let events = try device.poll(descriptor, events: events, timeoutMilliseconds: timeoutMilliseconds)
        if events == 0 { usleep(UInt32(max(0, timeoutMilliseconds)) * 1000) }
        return events
    }
}
