import ScanBarcode

/// The link in a photo of a QR code, as an App Clip is opened by pointing a
/// camera at one: the image file is read (PNG, PGM or PPM, within the scan
/// feature's size limits), ZBar finds the QR code, and its text is the link,
/// which then goes through the same allow-list as a link typed on the
/// command line.
enum ClipQRCode {
    /// Why no link came out of the picture, in words for the person holding it.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func link(inImageAt path: String) throws(Failure) -> String {
        let image: GrayImage
        do throws(ImageLoadError) {
            image = try ImageLoader().load(path: path)
        } catch {
            throw Failure(description: "\(error)")
        }
        let codes: [DecodedBarcode]
        do throws(BarcodeDecoderError) {
            codes = try BarcodeDecoder().decode(image, accepting: [.qr])
        } catch {
            throw Failure(description: "\(error)")
        }
        switch codes.count {
        case 0:
            throw Failure(description: "no QR code found in \(path); photograph it straight on, filling most of the picture")
        case 1:
            return codes[0].code
        default:
            throw Failure(description: "\(codes.count) QR codes found in \(path); photograph only the one to open")
        }
    }
}
